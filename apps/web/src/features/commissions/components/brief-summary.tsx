import { COMMISSION_BRIEF_LABELS, type CommissionBrief } from '@shop/contracts';

const FIELDS = ['brandName', 'purpose', 'style', 'notes'] as const;

/** A written brief as a list of its non-empty answers, for the buyer and the curator alike. */
export function BriefSummary({ brief }: { brief: CommissionBrief }) {
  return (
    <dl className="space-y-2 text-left">
      {FIELDS.filter((field) => brief[field] !== '').map((field) => (
        <div key={field}>
          <dt className="text-xs font-medium text-neutral-400">{COMMISSION_BRIEF_LABELS[field]}</dt>
          <dd className="whitespace-pre-wrap break-words">{brief[field]}</dd>
        </div>
      ))}
    </dl>
  );
}
