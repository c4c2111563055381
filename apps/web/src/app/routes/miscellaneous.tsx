import { EAGER_IMAGES, MISCELLANEOUS_PRICE_CENTS, formatCents, type Artwork } from '@shop/contracts';
import { PageHeader, PageLinks } from '../../components/layouts/page-header';
import { paths } from '../../config/paths';
import { useAddToCart } from '../../features/cart';
import { CategoryGallery, PurchaseButton, galleryMessages } from '../../features/gallery';

const m = galleryMessages.miscellaneous;

// SPEC §2/§5: every Miscellaneous item goes into the cart at the fixed $14.99, and only a price is needed.
const MISC_RULES = { requireForSale: false } as const;
const atMiscPrice = (artwork: Artwork): Artwork => ({ ...artwork, price: formatCents(MISCELLANEOUS_PRICE_CENTS) });

export default function MiscellaneousPage() {
  const { add, isBusy } = useAddToCart({ rules: MISC_RULES });
  return (
    <main className="pb-8">
      <PageHeader title={m.title} intro={m.intro} />
      <div className="mx-auto w-full max-w-7xl px-4">
        <CategoryGallery
          category="Miscellaneous"
          eagerCount={EAGER_IMAGES.mainGallery}
          text={m}
          priceCentsOf={() => MISCELLANEOUS_PRICE_CENTS}
          renderPurchase={(artwork) => (
            <PurchaseButton
              artwork={artwork}
              busy={isBusy(artwork.id)}
              onPurchase={(a) => void add(atMiscPrice(a))}
              size="sm"
            />
          )}
        />
      </div>
      <PageLinks
        label="More collections"
        links={[
          { to: paths.abstractArt, label: galleryMessages.links.abstractArt },
          { to: paths.sciFi, label: galleryMessages.links.sciFi },
        ]}
      />
    </main>
  );
}
