import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { galleryMessages } from '../messages';

/**
 * The end of a gallery that has more. Scrolling near it loads the next page
 * (IntersectionObserver); the "Load more" button does the same for a keyboard or a screen reader,
 * and a polite live region says how many works were added.
 */
export function LoadMore({
  hasMore,
  isLoading,
  loadedCount,
  onLoadMore,
}: {
  hasMore: boolean;
  isLoading: boolean;
  /** How many works the gallery shows now: the announcement is the growth of it. */
  loadedCount: number;
  onLoadMore: () => void;
}) {
  const sentinel = useRef<HTMLDivElement>(null);
  const before = useRef<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const m = galleryMessages.loadMore;

  const load = () => {
    if (!hasMore || isLoading) return;
    before.current = loadedCount;
    onLoadMore();
  };
  const loadRef = useRef(load);
  loadRef.current = load;

  useEffect(() => {
    if (before.current === null || isLoading) return;
    const added = loadedCount - before.current;
    before.current = null;
    if (added > 0) setAnnouncement(m.added(added));
  }, [loadedCount, isLoading, m]);

  useEffect(() => {
    const target = sentinel.current;
    if (!hasMore || !target || typeof IntersectionObserver === 'undefined') return;
    // Starts a screen early, so the next works are there by the time the shopper reaches the end.
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) loadRef.current();
      },
      { rootMargin: '0px 0px 800px 0px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [hasMore]);

  return (
    <div className="flex flex-col items-center gap-2 py-6">
      <div ref={sentinel} aria-hidden="true" className="h-px w-full" />
      {hasMore ? (
        <Button type="button" variant="outline" onClick={load} disabled={isLoading} aria-busy={isLoading}>
          {isLoading ? m.loading : m.button}
        </Button>
      ) : null}
      <p role="status" aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}

/** The infinite query a gallery pages through, as LoadMore reads it. */
export interface PagedQuery {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
}

/** LoadMore driven by a gallery's infinite query. */
export function QueryLoadMore({ query, loadedCount }: { query: PagedQuery; loadedCount: number }) {
  return (
    <LoadMore
      hasMore={query.hasNextPage}
      isLoading={query.isFetchingNextPage}
      loadedCount={loadedCount}
      onLoadMore={() => void query.fetchNextPage()}
    />
  );
}
