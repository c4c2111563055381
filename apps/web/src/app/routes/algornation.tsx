import { EAGER_IMAGES } from '@shop/contracts';
import { ExternalLink } from 'lucide-react';
import { PageHeader, PageLinks } from '../../components/layouts/page-header';
import { paths } from '../../config/paths';
import { useAddToCart } from '../../features/cart';
import { CategoryGallery, PurchaseButton, galleryMessages, saleOrNull } from '../../features/gallery';

const m = galleryMessages.algornation;

export default function AlgornationPage() {
  const { add, isBusy } = useAddToCart();
  return (
    <main className="pb-8">
      <PageHeader title={m.title} intro={m.intro}>
        <a
          href={m.siteUrl}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={m.visitLabel}
          className="mt-5 inline-flex items-center gap-2 rounded-md bg-violet-600 px-4 py-2 font-medium text-white hover:bg-violet-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet-400"
        >
          {m.visit}
          <ExternalLink className="h-4 w-4" aria-hidden />
        </a>
      </PageHeader>
      <div className="mx-auto w-full max-w-7xl px-4">
        <CategoryGallery
          category="Algornation"
          eagerCount={EAGER_IMAGES.algornation}
          text={m}
          priceCentsOf={saleOrNull}
          renderPurchase={(artwork) => (
            <PurchaseButton artwork={artwork} busy={isBusy(artwork.id)} onPurchase={(a) => void add(a)} size="sm" />
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
