import { SHOP_PAGES, saleOrNull } from '@shop/contracts';
import { ExternalLink } from 'lucide-react';
import { linkButtonClass } from '../../components/ui/link-button';
import { paths } from '../../config/paths';
import { galleryMessages } from '../../features/gallery';
import { CategoryPage } from './category-page';
import { EAGER_IMAGES } from '../../config/ui';

const m = galleryMessages.algornation;

export default function AlgornationPage() {
  return (
    <CategoryPage
      page={SHOP_PAGES.algornation}
      text={m}
      headerExtra={
        <a
          href={m.siteUrl}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={m.visitLabel}
          className={linkButtonClass('primary', 'mt-5 inline-flex items-center gap-2')}
        >
          {m.visit}
          <ExternalLink className="h-4 w-4" aria-hidden />
        </a>
      }
      eagerCount={EAGER_IMAGES.algornation}
      priceCentsOf={saleOrNull}
      links={[
        { to: paths.abstractArt, label: galleryMessages.links.abstractArt },
        { to: paths.sciFi, label: galleryMessages.links.sciFi },
      ]}
    />
  );
}
