import type { Artwork } from '@shop/contracts';
import { useSearchParams } from 'react-router-dom';
import { PageHeader } from '../../components/layouts/page-header';
import { EmptyState } from '../../components/ui/status-views';
import { canAddToCart, useAddToCart } from '../../features/cart';
import { galleryMessages, isSearchSort, PurchaseButton, SearchResults } from '../../features/gallery';

const m = galleryMessages.search;

/** Issue #15: /search?q=words&sort=newest|price|title, from the header's search box. */
export default function SearchPage() {
  const [params, setParams] = useSearchParams();
  const q = (params.get('q') ?? '').trim();
  const sortParam = params.get('sort');
  const sort = isSearchSort(sortParam) ? sortParam : 'newest';
  const { add, isBusy } = useAddToCart();
  // Miscellaneous work sells at its page's fixed price, so it is bought there, not here.
  const renderActions = (artwork: Artwork) =>
    canAddToCart(artwork) && artwork.category !== 'Miscellaneous' ? (
      <PurchaseButton
        artwork={artwork}
        busy={isBusy(artwork.id)}
        onPurchase={(a) => void add(a)}
        label={galleryMessages.addToCart}
        size="sm"
      />
    ) : null;

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
