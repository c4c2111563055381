import { INVOICE_TEXTS, type PublicReceipt } from '@shop/contracts';

const DATE_TIME = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' });

/** "November 25, 2026 at 9:29 AM UTC": the receipt e-mail's way, one zone for every reader. */
export const utcDateTime = (iso: string) => `${DATE_TIME.format(new Date(iso))} UTC`;

type InvoiceFacts = Pick<PublicReceipt, 'invoiceNumber' | 'seller' | 'withdrawalConsentAt'>;

/** Who sells (legal name, address, VAT/tax id): what makes the receipt an invoice; on the printout too. */
export function SellerBlock({ seller }: InvoiceFacts) {
  if (!seller?.legalName) return null;
  return (
    <section aria-label={INVOICE_TEXTS.seller} data-testid="receipt-seller" className="text-sm">
      <h2 className="text-neutral-400 print:text-neutral-700">{INVOICE_TEXTS.seller}</h2>
      <address className="not-italic">
        <span className="font-semibold">{seller.legalName}</span>
        {seller.address?.split('\n').map((line, index) => (
          <span key={`${index}-${line}`} className="block">
            {line}
          </span>
        ))}
        {seller.taxId ? (
          <span className="block" data-testid="receipt-seller-tax-id">
            {INVOICE_TEXTS.taxId}: {seller.taxId}
          </span>
        ) : null}
      </address>
    </section>
  );
}

/** An EU buyer's consent to immediate delivery, with its time; nothing where it was not asked. */
export function WithdrawalConsentNote({ withdrawalConsentAt }: InvoiceFacts) {
  if (!withdrawalConsentAt) return null;
  return (
    <p data-testid="receipt-withdrawal-consent" className="text-sm text-neutral-300 print:text-black">
      {INVOICE_TEXTS.withdrawalConsent(utcDateTime(withdrawalConsentAt))}
    </p>
  );
}
