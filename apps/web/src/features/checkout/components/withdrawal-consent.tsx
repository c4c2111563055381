import { WITHDRAWAL_CONSENT_TEXT } from '@shop/contracts';

export const WITHDRAWAL_CONSENT_HELP =
  'Buyers in the EU have 14 days to withdraw from a purchase unless they ask for the download to start now. Tick the box to pay; the time you agreed is printed on your receipt.';

/**
 * An EU buyer's required consent to immediate delivery of the download: payment stays closed until
 * it is ticked, and the server refuses an EU order without it.
 */
export function WithdrawalConsent({ checked, onChange }: { checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <div className="rounded-lg border border-amber-600 bg-amber-950/30 p-4 text-sm text-amber-50">
      <label className="flex items-start gap-3 font-semibold">
        <input
          type="checkbox"
          required
          aria-describedby="withdrawal-consent-help"
          className="mt-0.5 h-5 w-5 shrink-0 accent-violet-500"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
        />
        <span>{WITHDRAWAL_CONSENT_TEXT}</span>
      </label>
      <p id="withdrawal-consent-help" className="mt-2 pl-8 text-amber-100/90">
        {WITHDRAWAL_CONSENT_HELP}
      </p>
    </div>
  );
}
