import { PageHeader, PageLinks } from '../../components/layouts/page-header';
import { paths } from '../../config/paths';
import { useAddToCart } from '../../features/cart';
import { AbstractCollection, galleryMessages } from '../../features/gallery';

const m = galleryMessages.abstract;

export default function AbstractArtPage() {
  const { add, isBusy } = useAddToCart();
  return (
    <main className="pb-8">
      <PageHeader title={m.title} intro={m.intro} />
      <AbstractCollection onPurchase={(artwork) => void add(artwork)} isBusy={isBusy} />
      <PageLinks
        label="More collections"
        links={[
          { to: paths.sciFi, label: galleryMessages.links.sciFi },
          { to: paths.home, label: galleryMessages.links.mainGallery },
        ]}
      />
    </main>
  );
}
