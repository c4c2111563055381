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
  if (query.isPending) return <LoadingState text={loadingText} />;
  return <ErrorState title={galleryMessages.loadErrorTitle} error={query.error} onRetry={() => void query.refetch()} />;
}
