import type { UseQueryResult } from '@tanstack/react-query';
import { ErrorState, LoadingState } from '../../../components/ui/status-views';
import { galleryMessages } from '../messages';

/** What a gallery shows before its artworks arrive: the loading state, or the load error with a retry. */
export function GalleryQueryFallback({
  query,
  loadingText,
}: {
  query: Pick<UseQueryResult<unknown>, 'isPending' | 'error' | 'refetch'>;
  loadingText: string;
}) {
  // A loading gallery holds a screen's height, so what follows it (the explore links,
  // the footer) is not in view and then pushed away when the works arrive.
  if (query.isPending)
    return (
      <div className="min-h-[100svh]">
        <LoadingState text={loadingText} />
      </div>
    );
  return <ErrorState title={galleryMessages.loadErrorTitle} error={query.error} onRetry={() => void query.refetch()} />;
}
