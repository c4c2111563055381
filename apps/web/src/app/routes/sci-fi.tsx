import { EAGER_IMAGES } from '@shop/contracts';
import { PageHeader, PageLinks } from '../../components/layouts/page-header';
import { paths } from '../../config/paths';
import { useAddToCart } from '../../features/cart';
import { CategoryGallery, PurchaseButton, galleryMessages, saleOrNull } from '../../features/gallery';

const m = galleryMessages.sciFi;

export default function SciFiPage() {
  const { add, isBusy } = useAddToCart();
  return (
    <main className="pb-8">
      <PageHeader title={m.title} intro={m.intro} />
      <div className="mx-auto w-full max-w-7xl px-4">
        <CategoryGallery
          category="Sci-Fi"
          eagerCount={EAGER_IMAGES.sciFi}
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
          { to: paths.customLogos, label: galleryMessages.links.customLogos },
          { to: paths.home, label: galleryMessages.links.mainGallery },
        ]}
      />
    </main>
  );
}
