import { formatUsd, saleOrNull, type Artwork } from '@shop/contracts';
import { Sparkles } from 'lucide-react';
import { Suspense } from 'react';
import { Link } from 'react-router-dom';
import { cn } from '../../components/ui/cn';
import { HeadedSection } from '../../components/ui/headed-section';
import { env } from '../../config/env';
import { paths } from '../../config/paths';
import { FeaturedSkeleton } from '../../components/ui/featured-skeleton';
import { HomeGallery, NewArrivals, galleryMessages, useFeaturedLayout } from '../../features/gallery';
import { useShownShopIdentity } from '../../features/shop-identity/api/shop-identity-query';
import { HomeFeatured } from './home-featured-section';

// The router preloads the featured section with the page, through this module, so its
// code stays out of the entry.
export { preloadHomeFeatured } from './home-featured-section';
import { useGridPurchase } from './use-grid-purchase';

const m = galleryMessages.home;

/** A featured piece's caption, its title and (when it can be bought) its price. */
function featuredCaption(artwork: Artwork) {
  const cents = saleOrNull(artwork);
  return (
    <>
      <span className="truncate font-medium">{artwork.title}</span>
      {cents !== null ? <span className="shrink-0 font-semibold text-violet-200">{formatUsd(cents)}</span> : null}
    </>
  );
}

const CATEGORY_LINKS = [
  { to: paths.abstractArt, label: 'ABSTRACT' },
  { to: paths.sciFi, label: 'SCI-FI' },
  { to: paths.algornation, label: 'ALGORNATION' },
  { to: paths.miscellaneous, label: 'MISC' },
  { to: paths.contact, label: 'CONTACT' },
] as const;

const EXPLORE_LINKS = [
  { to: paths.abstractArt, label: 'Abstract' },
  { to: paths.sciFi, label: 'Sci-Fi' },
  { to: paths.algornation, label: 'Algornation' },
] as const;

const linkButton =
  'rounded-md border border-neutral-700 px-4 py-2 text-sm font-semibold tracking-wider hover:border-violet-500 hover:bg-neutral-900 focus-visible:outline-2 focus-visible:outline-violet-400';

function LinkNav({
  label,
  links,
  className,
}: {
  label: string;
  links: readonly { to: string; label: string }[];
  className: string;
}) {
  return (
    <nav aria-label={label} className={cn('flex flex-wrap justify-center gap-3', className)}>
      {links.map((link) => (
        <Link key={link.to} to={link.to} className={linkButton}>
          {link.label}
        </Link>
      ))}
    </nav>
  );
}

export default function HomePage() {
  const featured = useFeaturedLayout();
  const featuredCount = featured.count;
  const renderActions = useGridPurchase();
  // The home page is headed with the shop's own name (its place kept while it loads).
  const identity = useShownShopIdentity();

  return (
    <main>
      <aside
        aria-label={m.bannerTitle}
        className="bg-gradient-to-r from-violet-700 via-fuchsia-600 to-orange-500 px-4 py-3 text-center text-sm font-medium text-white"
      >
        <Sparkles className="mr-2 inline h-4 w-4" aria-hidden />
        <strong className="mr-2 tracking-widest">{m.bannerTitle}</strong>
        <span>{m.banner}</span>{' '}
        <Link
          to={paths.pricing}
          className="ml-2 underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-white"
        >
          {m.bannerLink}
        </Link>
      </aside>

      <section className="mx-auto max-w-7xl px-4 pt-12 pb-8 text-center">
        <h1 className={cn('text-4xl font-extrabold tracking-tight sm:text-6xl', identity ? undefined : 'invisible')}>
          {identity?.shopName ?? '\u00a0'}
        </h1>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-neutral-300">{m.subheadline}</p>
        <ul className="mt-6 flex flex-wrap justify-center gap-2" aria-label="Tags">
          {m.tags.map((tag) => (
            <li
              key={tag}
              className="rounded-full bg-neutral-800 px-3 py-1 text-xs font-semibold tracking-wide text-neutral-200"
            >
              {tag}
            </li>
          ))}
        </ul>
        <LinkNav label={m.categoriesNav} links={CATEGORY_LINKS} className="mt-8" />
      </section>

      {featuredCount > 0 ? (
        <Suspense fallback={<FeaturedSkeleton template={featured.template} count={featuredCount} />}>
          <HomeFeatured caption={featuredCaption} initialLayout={env.homeLayout} />
        </Suspense>
      ) : null}

      <HeadedSection heading={m.collectionHeading} headingClassName="sr-only" className="mx-auto max-w-7xl px-4 pb-12">
        {/* The gallery waits for the layout, so a featured section never pushes it down. */}
        {featured.isPending ? (
          <p className="min-h-[100svh] py-12 text-center text-neutral-400" role="status">
            {m.loading}
          </p>
        ) : (
          <HomeGallery category={env.houseCategory} renderActions={renderActions} />
        )}
      </HeadedSection>

      {/* New work of the other category pages, after SPEC's house-category grid. */}
      <NewArrivals houseCategory={env.houseCategory} />

      <HeadedSection
        heading={m.exploreHeading}
        headingClassName="text-2xl font-bold"
        className="border-t border-neutral-800 px-4 py-12 text-center"
      >
        <LinkNav label={m.exploreNav} links={EXPLORE_LINKS} className="mt-6" />
      </HeadedSection>
    </main>
  );
}
