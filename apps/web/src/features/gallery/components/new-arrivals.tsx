import { categoryPagePath, type Artwork } from '@shop/contracts';
import { Link } from 'react-router-dom';
import { HeadedSection } from '../../../components/ui/headed-section';
import { PreviewImage } from '../../../components/ui/preview-image';
import { useNewArrivals } from '../api/get-new-arrivals';
import { galleryMessages } from '../messages';

const m = galleryMessages.home;

/** The arrivals by category, in the order their newest work came. */
function byCategory(items: readonly Artwork[]): [string, Artwork[]][] {
  const groups = new Map<string, Artwork[]>();
  for (const artwork of items) groups.set(artwork.category, [...(groups.get(artwork.category) ?? []), artwork]);
  return [...groups];
}

/**
 * "New arrivals" on the home page points to the shop's other category pages that have
 * new work, with its pictures. SPEC's grid on this page shows the house category only, so the
 * works themselves (titles, prices, cart) stay on their own pages: here each category is one link.
 * Nothing at all while loading, on an error or when there is none.
 */
export function NewArrivals({ houseCategory }: { houseCategory: string }) {
  const arrivals = useNewArrivals(houseCategory);
  const groups = byCategory(arrivals.data ?? []).flatMap(([category, works]) => {
    const path = categoryPagePath(category, houseCategory);
    return path === undefined ? [] : [{ category, path, works }];
  });
  if (groups.length === 0) return null;
  return (
    <HeadedSection
      heading={m.newArrivalsHeading}
      headingClassName="text-2xl font-bold"
      className="mx-auto max-w-7xl px-4 pb-12"
    >
      <ul data-testid="new-arrivals" className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {groups.map(({ category, path, works }) => (
          <li key={category}>
            <Link
              to={path}
              className="block rounded-xl border border-neutral-800 bg-neutral-900 p-3 transition hover:border-violet-500 focus-visible:outline-2 focus-visible:outline-violet-400"
            >
              <span className="grid grid-cols-2 gap-1" aria-hidden>
                {works.slice(0, 4).map((artwork) => (
                  <PreviewImage
                    key={artwork.id}
                    artwork={artwork}
                    width={480}
                    sizes="(min-width: 1024px) 12vw, 25vw"
                    loading="lazy"
                    alt=""
                    className="aspect-square w-full rounded object-cover"
                  />
                ))}
              </span>
              <span className="mt-2 block font-semibold">{m.newIn(category, works.length)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </HeadedSection>
  );
}
