import type { ReactNode } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { HeadedSection } from '../../../components/ui/headed-section';
import { ErrorState, LoadingState } from '../../../components/ui/status-views';
import { useShopTime } from '../../../lib/dates';
import { useCommissionActions } from '../api/change-commission';
import { useCommission } from '../api/get-commission';
import { COMMISSIONS_MESSAGES as M } from '../messages';
import { BriefSummary } from './brief-summary';
import { CommissionFiles } from './commission-files';
import { DeliverButton } from './deliver-button';
import { statusTone } from './status-tone';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs text-neutral-400">{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** One commission for the curator: who ordered it, the brief, the files, and delivery. */
export function CommissionDetailView({ id, onBack }: { id: string; onBack: () => void }) {
  const commission = useCommission(id);
  const actions = useCommissionActions(id);
  const time = useShopTime();
  const back = (
    <Button variant="ghost" size="sm" onClick={onBack}>
      {M.back}
    </Button>
  );

  if (commission.isPending) return <LoadingState text={M.loadingDetail} />;
  if (commission.isError)
    return (
      <div>
        {back}
        <ErrorState
          title={M.detailError}
          error={commission.error}
          onRetry={() => void commission.refetch()}
          retryLabel={M.retry}
        />
      </div>
    );

  const c = commission.data;
  return (
    <section aria-labelledby="commission-heading" className="space-y-6">
      {back}
      <div className="flex flex-wrap items-center gap-3">
        <h2 id="commission-heading" className="text-2xl font-semibold">
          {M.detailTitle(c.orderNumber)}
        </h2>
        <Badge tone={statusTone(c.status)}>{M.status[c.status]}</Badge>
      </div>
      <dl className="grid gap-3 rounded-xl bg-neutral-900 p-4 ring-1 ring-neutral-800 sm:grid-cols-3">
        <Fact label={M.facts.order}>
          <span className="font-mono">{c.orderNumber}</span>
        </Fact>
        <Fact label={M.facts.buyer}>
          {c.customerName} <span className="text-neutral-400">({c.customerEmail})</span>
        </Fact>
        <Fact label={M.facts.product}>{c.productName}</Fact>
      </dl>
      <HeadedSection heading={M.briefHeading} level={3} headingClassName="text-lg font-semibold" className="space-y-2">
        {c.brief ? (
          <>
            <BriefSummary brief={c.brief} />
            <p className="text-xs text-neutral-500">{M.briefSubmittedAt(time.day(c.brief.submittedAt))}</p>
          </>
        ) : (
          <p className="text-sm text-neutral-400">{M.noBrief}</p>
        )}
      </HeadedSection>
      <CommissionFiles commission={c} actions={actions} />
      {c.status === 'delivered' && c.deliveredAt ? (
        <p role="status" className="rounded-lg border border-emerald-800 bg-emerald-950/40 p-3 text-emerald-200">
          {M.deliveredNote(time.day(c.deliveredAt))}
        </p>
      ) : (
        <DeliverButton commission={c} actions={actions} />
      )}
    </section>
  );
}
