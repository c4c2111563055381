import type { PublicCommission } from '@shop/contracts';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '../../../components/ui/badge';
import { HeadedSection } from '../../../components/ui/headed-section';
import { ErrorState, LoadingState } from '../../../components/ui/status-views';
import { ApiError } from '../../../lib/api-client';
import { useOrderCommissions } from '../api/get-order-commissions';
import { COMMISSIONS_MESSAGES as M } from '../messages';
import { BriefForm } from './brief-form';
import { BriefSummary } from './brief-summary';
import { statusTone } from './status-tone';

function CommissionCard({
  orderId,
  commission,
  total,
}: {
  orderId: string;
  commission: PublicCommission;
  total: number;
}) {
  const [isEditing, setIsEditing] = useState(commission.status === 'awaiting_brief');
  const [justSaved, setJustSaved] = useState(false);
  const showForm = commission.isBriefEditable && (isEditing || commission.brief === null);

  return (
    <HeadedSection
      heading={M.logoTitle(commission.number, total, commission.productName)}
      level={3}
      headingClassName="text-lg font-semibold"
      className="space-y-3 rounded-xl bg-neutral-900 p-5 text-left ring-1 ring-neutral-800"
    >
      <Badge tone={statusTone(commission.status)}>{M.status[commission.status]}</Badge>
      <p role="status" className="text-neutral-200">
        {M.buyerStatus[commission.status]}
      </p>
      {justSaved && !showForm ? <p className="text-sm text-emerald-300">{M.briefSaved}</p> : null}
      {showForm ? (
        <BriefForm
          orderId={orderId}
          commissionId={commission.id}
          initial={commission.brief}
          onSaved={() => {
            setJustSaved(true);
            setIsEditing(false);
          }}
          {...(commission.brief ? { onCancel: () => setIsEditing(false) } : {})}
        />
      ) : commission.brief ? (
        <div className="space-y-2 rounded-lg border border-neutral-800 p-3">
          <p className="text-sm font-medium">{M.yourBrief}</p>
          <BriefSummary brief={commission.brief} />
          {commission.isBriefEditable ? (
            <button
              type="button"
              className="text-sm text-violet-300 underline"
              onClick={() => {
                setJustSaved(false);
                setIsEditing(true);
              }}
            >
              {M.editBrief}
            </button>
          ) : null}
        </div>
      ) : null}
      {commission.files.length > 0 ? (
        <ul className="space-y-2">
          {commission.files.map((file) => (
            <li key={file.downloadUrl}>
              <a
                href={file.downloadUrl}
                download
                className="inline-flex items-center gap-2 rounded-md bg-violet-600 px-4 py-2 text-white hover:bg-violet-500"
              >
                <Download className="h-4 w-4" aria-hidden />
                {M.downloadFile(file.originalName)}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </HeadedSection>
  );
}

/** The custom logos of an order, each with its state, its brief form and, once delivered, its files. */
export function OrderCommissions({ orderId }: { orderId: string }) {
  const commissions = useOrderCommissions(orderId);
  if (commissions.isPending) return <LoadingState text={M.loading} className="py-6" />;
  // An unknown order is already said by the order's own view above; nothing to add here.
  if (commissions.error instanceof ApiError && commissions.error.status === 404) return null;
  if (commissions.isError)
    return (
      <ErrorState
        title={M.loadError}
        error={commissions.error}
        onRetry={() => void commissions.refetch()}
        retryLabel={M.retry}
      />
    );
  // An order without a logo shows nothing at all.
  if (commissions.data.length === 0) return null;
  const total = commissions.data.length;
  return (
    <HeadedSection
      heading={total > 1 ? M.headingMany : M.heading}
      headingClassName="text-2xl font-semibold text-center"
      className="mx-auto mt-10 max-w-xl space-y-4"
    >
      {commissions.data.map((commission) => (
        <CommissionCard key={commission.id} orderId={orderId} commission={commission} total={total} />
      ))}
    </HeadedSection>
  );
}
