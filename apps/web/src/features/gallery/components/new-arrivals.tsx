import { HeadedSection } from '../../../components/ui/headed-section';
import { useNewArrivals } from '../api/get-new-arrivals';
import { galleryMessages } from '../messages';
import { ArtworkTile } from './artwork-tile';

/**
 * Issue #25: "New arrivals" on the home page: the newest approved work of the shop's other category
 * pages, which SPEC's grid (the house category only) never shows. Nothing at all while loading,
 * on an error or when there is none, so the page's own sections stay as SPEC has them.
 */
export function NewArrivals({ houseCategory }: { houseCategory: string }) {
  const arrivals = useNewArrivals(houseCategory);
  const items = arrivals.data ?? [];
  if (items.length === 0) return null;
  return (
    <HeadedSection
      heading={galleryMessages.home.newArrivalsHeading}
      headingClassName="text-2xl font-bold"
      className="mx-auto max-w-7xl px-4 pb-12"
    >
      <ul data-testid="new-arrivals" className="mt-6 grid grid-cols-2 gap-4 md:grid-cols-4">
        {items.map((artwork) => (
          <li key={artwork.id}>
            <ArtworkTile artwork={artwork} eager={false} sizes="(min-width: 768px) 25vw, 50vw">
              <p className="text-sm text-neutral-400">{artwork.category}</p>
            </ArtworkTile>
          </li>
        ))}
      </ul>
    </HeadedSection>
  );
}
