import { FeaturedSkeleton } from '../../../components/ui/featured-skeleton';
import { HeadedSection } from '../../../components/ui/headed-section';
import { useFeaturedArtworks } from '../api/get-featured-artworks';
import { useLayout } from '../api/get-layout';
import { PREVIEW_MESSAGES } from '../messages';
import { FeaturedArtworks, type FeaturedCaption } from './mock-homepage';

/**
 * The public home page's featured section, in the template the curator saved with Save Layout.
 * Nothing shows until a layout with featured work has been saved.
 */
export function HomeFeatured({ caption }: { caption?: FeaturedCaption } = {}) {
  const layout = useLayout();
  const featuredIds = layout.data?.featuredIds ?? [];
  const artworks = useFeaturedArtworks(featuredIds);
  const featured = artworks.data ?? [];
  // Issue #15: the section's space stays reserved until its artworks are known.
  if (layout.data !== undefined && artworks.isPending && featuredIds.length > 0) {
    return <FeaturedSkeleton template={layout.data.template} count={featuredIds.length} />;
  }
  if (layout.data === undefined || featured.length === 0) return null;
  return (
    <HeadedSection
      heading={PREVIEW_MESSAGES.featuredHeading}
      headingClassName="mb-4 text-2xl font-bold"
      data-layout-template={layout.data.template}
      className="mx-auto max-w-7xl px-4 pb-12"
    >
      <FeaturedArtworks template={layout.data.template} featured={featured} device="desktop" caption={caption} />
    </HeadedSection>
  );
}
