import { ArtworkListSchema, type Artwork } from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { FeaturedSkeleton } from '../../../components/ui/featured-skeleton';
import { HeadedSection } from '../../../components/ui/headed-section';
import { artworkKeys } from '../../../lib/query-keys';
import { useLayout } from '../api/get-layout';
import { PREVIEW_MESSAGES } from '../messages';
import { FeaturedArtworks, type FeaturedCaption } from './mock-homepage';

function selectApproved(data: unknown): Artwork[] {
  return ArtworkListSchema.parse(data).filter((artwork) => artwork.status === 'approved');
}

/**
 * The public home page's featured section, in the template the curator saved with Save Layout.
 * Nothing shows until a layout with featured work has been saved.
 */
export function HomeFeatured({ caption }: { caption?: FeaturedCaption } = {}) {
  const layout = useLayout();
  // The storefront's own list: one request, whichever loads it first.
  const artworks = useQuery({ queryKey: artworkKeys.list({ scope: 'public' }), select: selectApproved });
  const featuredIds = layout.data?.featuredIds ?? [];
  const featured = featuredIds.flatMap((id) => (artworks.data ?? []).filter((artwork) => artwork.id === id));
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
