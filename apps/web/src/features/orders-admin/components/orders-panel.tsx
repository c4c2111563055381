import { Button } from '../../../components/ui/button';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/status-views';
import { useShopTime } from '../../../lib/dates';
import { ADMIN_ORDERS_PAGE_SIZE, useAdminOrders } from '../api/get-admin-orders';
import { ORDERS_ADMIN_MESSAGES as M } from '../messages';
import { OrderDetail } from './order-detail';
import { OrdersSearchForm } from './orders-search-form';
import { OrdersTable } from './orders-table';
import { useOrdersFilters } from './use-orders-filters';

/** The dashboard's Orders tab: search every order, open one to see its lines and grants. */
export function OrdersPanel() {
  const { filters, openOrderId, search, setOffset, openOrder } = useOrdersFilters();
  const time = useShopTime();
  const orders = useAdminOrders(filters, time.timeZone, time.ready);

  if (openOrderId) return <OrderDetail id={openOrderId} onBack={() => openOrder(null)} />;

  const isFiltered = filters.q !== '' || filters.from !== '' || filters.to !== '';
  const page = orders.data;

  return (
    <section aria-labelledby="orders-heading" className="space-y-4">
      <h2 id="orders-heading" className="text-2xl font-semibold">
        {M.heading}
      </h2>
      <OrdersSearchForm initial={filters} onSearch={search} timeZone={time.timeZone} />
      {orders.isPending ? (
        <LoadingState text={M.loading} />
      ) : orders.isError ? (
        <ErrorState
          title={M.errorTitle}
          error={orders.error}
          onRetry={() => void orders.refetch()}
          retryLabel={M.retry}
        />
      ) : page === undefined || page.orders.length === 0 ? (
        <EmptyState
          title={isFiltered ? M.noMatchTitle : M.emptyTitle}
          text={isFiltered ? M.noMatchText : M.emptyText}
        />
      ) : (
        <>
          <OrdersTable orders={page.orders} onOpen={openOrder} />
          <div className="flex items-center justify-between text-sm text-neutral-400">
            <p aria-live="polite">{M.shown(filters.offset + 1, filters.offset + page.orders.length, page.total)}</p>
            <div className="flex gap-2">
              <Button
                variant="outline"
                size="sm"
                disabled={filters.offset === 0}
                onClick={() => setOffset(Math.max(0, filters.offset - ADMIN_ORDERS_PAGE_SIZE))}
              >
                {M.previous}
              </Button>
              <Button
                variant="outline"
                size="sm"
                disabled={page.nextOffset === null}
                onClick={() => setOffset(page.nextOffset ?? filters.offset)}
              >
                {M.next}
              </Button>
            </div>
          </div>
        </>
      )}
    </section>
  );
}
