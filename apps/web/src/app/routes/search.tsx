import { useSearchParams } from 'react-router-dom';
import { PageHeader } from '../../components/layouts/page-header';
import { EmptyState } from '../../components/ui/status-views';
import { galleryMessages, isSearchSort, SearchResults } from '../../features/gallery';
import { useGridPurchase } from './use-grid-purchase';

const m = galleryMessages.search;

/** /search?q=words&sort=newest|price|title, from the header's search box. */
export default function SearchPage() {
  const [params, setParams] = useSearchParams();
  const q = (params.get('q') ?? '').trim();
  const sortParam = params.get('sort');
  const sort = isSearchSort(sortParam) ? sortParam : 'newest';
  // Miscellaneous work sells at its page's fixed price, so it is bought there, not here.
  const renderActions = useGridPurchase((artwork) => artwork.category !== 'Miscellaneous');

  return (
    <main className="pb-8">
      <PageHeader title={q.length > 0 ? m.heading(q) : m.title} />
      <div className="mx-auto w-full max-w-7xl px-4">
        {q.length === 0 ? (
          <EmptyState title={m.prompt} />
        ) : (
          <SearchResults
            q={q}
            sort={sort}
            renderActions={renderActions}
            onSortChange={(next) => setParams({ q, sort: next }, { replace: true })}
          />
        )}
      </div>
    </main>
  );
}
