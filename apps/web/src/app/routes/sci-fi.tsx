import { SHOP_PAGES, saleOrNull } from '@shop/contracts';
import { paths } from '../../config/paths';
import { galleryMessages } from '../../features/gallery';
import { CategoryPage } from './category-page';
import { EAGER_IMAGES } from '../../config/ui';

export default function SciFiPage() {
  return (
    <CategoryPage
      page={SHOP_PAGES.sciFi}
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
