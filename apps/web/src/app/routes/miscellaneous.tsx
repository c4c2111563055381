import { MISCELLANEOUS_PRICE_CENTS, SHOP_PAGES, formatCents, type Artwork } from '@shop/contracts';
import { paths } from '../../config/paths';
import { galleryMessages } from '../../features/gallery';
import { CategoryPage } from './category-page';
import { EAGER_IMAGES } from '../../config/ui';

// SPEC §2/§5: every Miscellaneous item goes into the cart at the fixed $14.99, and only a price is needed.
const MISC_RULES = { requireForSale: false } as const;
const atMiscPrice = (artwork: Artwork): Artwork => ({ ...artwork, price: formatCents(MISCELLANEOUS_PRICE_CENTS) });

export default function MiscellaneousPage() {
  return (
    <CategoryPage
      page={SHOP_PAGES.miscellaneous}
      text={galleryMessages.miscellaneous}
      eagerCount={EAGER_IMAGES.mainGallery}
      priceCentsOf={() => MISCELLANEOUS_PRICE_CENTS}
      addRules={MISC_RULES}
      toCartItem={atMiscPrice}
      links={[
        { to: paths.abstractArt, label: galleryMessages.links.abstractArt },
        { to: paths.sciFi, label: galleryMessages.links.sciFi },
      ]}
    />
  );
}
