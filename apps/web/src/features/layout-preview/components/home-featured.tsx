import type { HomepageLayout } from '@shop/contracts';
import { FeaturedSkeleton } from '../../../components/ui/featured-skeleton';
import { HeadedSection } from '../../../components/ui/headed-section';
import { useFeaturedArtworks } from '../api/get-featured-artworks';
import { useLayout } from '../api/get-layout';
import { PREVIEW_MESSAGES } from '../messages';
import { FeaturedArtworks, type FeaturedCaption } from './featured-artworks';

/**
 * The public home page's featured section, in the template the curator saved with Save Layout.
 * Nothing shows until a layout with featured work has been saved.
 */
export function HomeFeatured({
  caption,
  initialLayout,
}: {
  caption?: FeaturedCaption;
  /** The layout the page was served with: used (and its artworks asked for) until the shop's own answer. */
  initialLayout?: HomepageLayout;
}) {
  const layout = useLayout();
  const current = layout.data ?? (layout.isPending ? initialLayout : undefined);
  const featuredIds = current?.featuredIds ?? [];
  const artworks = useFeaturedArtworks(featuredIds);
  const featured = artworks.data ?? [];
  // The section's space stays reserved until its artworks are known.
  if (current !== undefined && artworks.isPending && featuredIds.length > 0) {
    return <FeaturedSkeleton template={current.template} count={featuredIds.length} />;
  }
  if (current === undefined || featured.length === 0) return null;
  return (
    <HeadedSection
      heading={PREVIEW_MESSAGES.featuredHeading}
      headingClassName="mb-4 text-2xl font-bold"
      data-layout-template={current.template}
      className="mx-auto max-w-7xl px-4 pb-12"
    >
      <FeaturedArtworks template={current.template} featured={featured} device="desktop" caption={caption} />
    </HeadedSection>
  );
}
