import { COMMISSION_STATUSES } from '@shop/contracts';
import { cn } from '../../../components/ui/cn';
import { HeadedSection } from '../../../components/ui/headed-section';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/status-views';
import { useCommissions } from '../api/get-commissions';
import { COMMISSIONS_MESSAGES as M } from '../messages';
import { CommissionDetailView } from './commission-detail';
import { CommissionsTable } from './commissions-table';
import { useCommissionView } from './use-commission-view';

const chipClass = (isActive: boolean) =>
  cn(
    'rounded-full border px-3 py-1 text-sm',
    isActive
      ? 'border-violet-500 bg-violet-600 text-white'
      : 'border-neutral-700 text-neutral-300 hover:bg-neutral-800',
  );

/** The dashboard's Commissions tab: custom logos to brief, make and deliver. */
export function CommissionsPanel() {
  const { status, openId, setStatus, open } = useCommissionView();
  const list = useCommissions(status);

  if (openId) return <CommissionDetailView id={openId} onBack={() => open(null)} />;

  const counts = list.data?.counts;
  const total = counts ? COMMISSION_STATUSES.reduce((sum, s) => sum + counts[s], 0) : 0;

  return (
    <HeadedSection
      heading={M.tabHeading}
      headingId="commissions-heading"
      headingClassName="text-2xl font-semibold"
      className="space-y-4"
      headerClassName="flex flex-wrap items-baseline justify-between gap-2"
      aside={
        list.data ? (
          <p role="status" className="text-sm font-medium text-amber-200">
            {M.awaitingWork(list.data.awaitingWork)}
          </p>
        ) : null
      }
    >
      {counts ? (
        <div role="group" aria-label={M.filterLabel} className="flex flex-wrap gap-2">
          <button
            type="button"
            aria-pressed={status === undefined}
            className={chipClass(status === undefined)}
            onClick={() => setStatus(undefined)}
          >
            {M.filterAll(total)}
          </button>
          {COMMISSION_STATUSES.map((s) => (
            <button
              key={s}
              type="button"
              aria-pressed={status === s}
              className={chipClass(status === s)}
              onClick={() => setStatus(s)}
            >
              {M.filterStatus(M.status[s], counts[s])}
            </button>
          ))}
        </div>
      ) : null}
      {list.isPending ? (
        <LoadingState text={M.loadingList} />
      ) : list.isError ? (
        <ErrorState title={M.listError} error={list.error} onRetry={() => void list.refetch()} retryLabel={M.retry} />
      ) : list.data.commissions.length === 0 ? (
        <EmptyState
          title={status ? M.emptyStatusTitle : M.emptyTitle}
          text={status ? M.emptyStatusText : M.emptyText}
        />
      ) : (
        <CommissionsTable commissions={list.data.commissions} onOpen={open} />
      )}
    </HeadedSection>
  );
}
