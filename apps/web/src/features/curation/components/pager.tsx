import { Button } from '../../../components/ui/button';
import { SEARCH_MESSAGES } from '../search-messages';

export interface PagerProps {
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
}

/** Previous / next through the matches; hidden when they fit on one page. */
export function Pager({ page, pageCount, onPage }: PagerProps) {
  if (pageCount <= 1 && page <= 1) return null;
  return (
    <nav
      aria-label={SEARCH_MESSAGES.pagination}
      data-testid="curation-pager"
      className="flex items-center justify-center gap-3"
    >
      <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {SEARCH_MESSAGES.previousPage}
      </Button>
      <span className="text-sm text-neutral-400" aria-live="polite">
        {SEARCH_MESSAGES.pageOf(page, pageCount)}
      </span>
      <Button size="sm" variant="outline" disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
        {SEARCH_MESSAGES.nextPage}
      </Button>
    </nav>
  );
}
