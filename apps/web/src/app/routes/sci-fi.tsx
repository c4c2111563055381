import { SHOP_PAGES } from '@shop/contracts';
import { paths } from '../../config/paths';
import { galleryMessages, saleOrNull } from '../../features/gallery';
import { CategoryPage } from './category-page';
import { EAGER_IMAGES } from '../../config/ui';

export default function SciFiPage() {
  return (
    <CategoryPage
      category={SHOP_PAGES.sciFi.category}
      text={galleryMessages.sciFi}
      eagerCount={EAGER_IMAGES.sciFi}
      priceCentsOf={saleOrNull}
      links={[
        { to: paths.abstractArt, label: galleryMessages.links.abstractArt },
        { to: paths.customLogos, label: galleryMessages.links.customLogos },
        { to: paths.home, label: galleryMessages.links.mainGallery },
      ]}
    />
  );
}
