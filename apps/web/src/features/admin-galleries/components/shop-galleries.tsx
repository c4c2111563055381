import { Link } from 'react-router-dom';
import { useShopGalleries } from '../api/get-shop-galleries';
import { GALLERY_MESSAGES } from '../messages';

/**
 * What a shopper sees, gallery by gallery. SPEC's four dashboard category cards stay
 * above; this list answers "where is my work in the shop?" with each page and its count.
 */
export function ShopGalleries() {
  const galleries = useShopGalleries();
  if (galleries.isPending || galleries.isError) return null;
  return (
    <section aria-labelledby="shop-galleries-heading" className="space-y-3">
      <h3 id="shop-galleries-heading" className="text-lg font-semibold">
        {GALLERY_MESSAGES.shopGalleriesHeading}
      </h3>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-5">
        {galleries.data.map((gallery) => (
          <li
            key={gallery.id}
            data-testid="shop-gallery"
            className="flex flex-col gap-1 rounded-lg border border-neutral-800 bg-neutral-900/60 p-3 text-sm"
          >
            <span className="font-medium">{gallery.name}</span>
            <span className="text-violet-300">{GALLERY_MESSAGES.artworkCount(gallery.artworkCount)}</span>
            {gallery.path === null ? (
              <span className="text-xs text-amber-300">{GALLERY_MESSAGES.notInShop}</span>
            ) : (
              <Link to={gallery.path} className="text-xs text-violet-300 underline-offset-2 hover:underline">
                {GALLERY_MESSAGES.shopPage(gallery.path)}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
