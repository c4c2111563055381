import { formatUsd, INVOICE_TEXTS, priceToCents, US_COUNTRY_CODE, type PublicReceipt } from '@shop/contracts';
import { Printer } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { ColumnHeads } from '../../../components/ui/column-heads';
import { LicenceTerms } from '../../../components/ui/licence-terms';
import { LoadingState } from '../../../components/ui/status-views';
import { countryName } from '../../../lib/country-name';
import { useReceipt } from '../api/get-receipt';
import { orderMessages as m } from '../messages';
import { SellerBlock, WithdrawalConsentNote } from './invoice-facts';
import { OrderLoadError } from './order-load-error';
import { SoldLicences } from './sold-licences';

const usd = (amount: string) => formatUsd(priceToCents(amount));

/** "0.07250" → "7.25%". */
export function ratePercent(rate: string | null): string | null {
  if (rate === null) return null;
  const percent = Math.round(Number(rate) * 1_000_000) / 10_000;
  return Number.isFinite(percent) ? `${percent}%` : null;
}

const day = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

/**
 * The printable receipt: order number and date, each line, subtotal, discount, tax
 * (state and rate), total, the order's state, and the live download links with their expiry.
 */
export function OrderReceipt({ orderId, picksNote }: { orderId: string; picksNote?: ReactNode }) {
  const receipt = useReceipt(orderId);
  if (receipt.isError) return <OrderLoadError error={receipt.error} onRetry={() => void receipt.refetch()} />;
  if (receipt.isPending) return <LoadingState text={m.receiptLoading} className="py-12" />;
  return <ReceiptView receipt={receipt.data} picksNote={picksNote} />;
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-sm text-neutral-400 print:text-neutral-700">{term}</dt>
      {children}
    </div>
  );
}

/** A row under the lines: its label across the first three columns, its amount in the last. */
function TotalRow({
  label,
  testId,
  className,
  isTotal = false,
  children,
}: {
  label: string;
  testId: string;
  className?: string;
  isTotal?: boolean;
  children: ReactNode;
}) {
  const weight = isTotal ? 'text-base font-semibold' : 'font-normal';
  return (
    <tr>
      <th scope="row" colSpan={3} className={cn('text-right', weight, className)}>
        {label}
      </th>
      <td className={cn('text-right tabular-nums', isTotal && weight, className)} data-testid={testId}>
        {children}
      </td>
    </tr>
  );
}

/** The tax line: the US state's sales tax as before; another country's tax by name. */
function taxLabel(receipt: PublicReceipt): string {
  const rate = ratePercent(receipt.taxRate);
  const countryCode = receipt.countryCode ?? US_COUNTRY_CODE;
  if (countryCode === US_COUNTRY_CODE) return m.tax(receipt.stateCode, rate);
  const taxName = receipt.taxName ?? null;
  return m.countryTax(taxName, countryName(countryCode), taxName === null ? null : rate);
}

/** `picksNote`: the page's word on a pack's artworks still to choose, above the links. */
function ReceiptView({ receipt, picksNote }: { receipt: PublicReceipt; picksNote?: ReactNode }) {
  const discount = priceToCents(receipt.discount);
  return (
    <article
      aria-labelledby="receipt-heading"
      className="space-y-6 rounded-xl bg-neutral-900 p-6 ring-1 ring-neutral-800 print:bg-white print:p-0 print:text-black print:ring-0"
    >
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 id="receipt-heading" className="text-3xl font-bold">
            {m.receiptTitle}
          </h1>
          <p className="mt-1 text-neutral-300 print:text-black">{receipt.customerName}</p>
        </div>
        <Button variant="outline" className="print:hidden" onClick={() => window.print()}>
          <Printer className="h-4 w-4" aria-hidden />
          {m.receiptPrint}
        </Button>
      </header>
      <SellerBlock seller={receipt.seller} />
      <dl className="grid gap-3 sm:grid-cols-3">
        {receipt.invoiceNumber ? (
          <Fact term={INVOICE_TEXTS.invoiceNumber}>
            <dd className="font-mono text-sm" data-testid="receipt-invoice-number">
              {receipt.invoiceNumber}
            </dd>
          </Fact>
        ) : null}
        <Fact term={m.orderNumber}>
          <dd className="font-mono text-sm break-all">{receipt.orderId}</dd>
        </Fact>
        <Fact term={m.receiptDate}>
          <dd>{day(receipt.createdAt)}</dd>
        </Fact>
        <Fact term={m.status}>
          <dd data-testid="receipt-status">{m.statusLabel(receipt.status)}</dd>
        </Fact>
        <Fact term={m.receiptCountry}>
          <dd data-testid="receipt-country">{countryName(receipt.countryCode ?? US_COUNTRY_CODE)}</dd>
        </Fact>
      </dl>
      <table className="w-full text-left text-sm">
        <ColumnHeads
          className="border-b border-neutral-700 text-neutral-400 print:text-neutral-700"
          columns={[
            { label: m.receiptItem },
            { label: m.receiptQuantity, align: 'right' },
            { label: m.receiptPrice, align: 'right' },
            { label: m.receiptAmount, align: 'right' },
          ]}
        />
        <tbody className="divide-y divide-neutral-800 print:divide-neutral-300">
          {receipt.lines.map((line, index) => (
            <tr key={`${line.title}-${index}`}>
              <td className="py-2">
                {line.title}
                {line.licence ? (
                  <span className="block text-sm text-violet-300 print:text-black">
                    {m.lineLicence(line.licence.name)}
                  </span>
                ) : null}
              </td>
              <td className="py-2 text-right tabular-nums">{line.quantity}</td>
              <td className="py-2 text-right tabular-nums">{usd(line.unitPrice)}</td>
              <td className="py-2 text-right tabular-nums">{usd(line.lineTotal)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot className="border-t border-neutral-700">
          <TotalRow label={m.subtotal} testId="receipt-subtotal" className="pt-3">
            {usd(receipt.subtotal)}
          </TotalRow>
          {discount > 0 ? (
            <TotalRow label={m.discount(receipt.promoCode)} testId="receipt-discount">
              −{formatUsd(discount)}
            </TotalRow>
          ) : null}
          <TotalRow label={taxLabel(receipt)} testId="receipt-tax">
            {usd(receipt.tax)}
          </TotalRow>
          <TotalRow label={m.total} testId="receipt-total" isTotal>
            {usd(receipt.total)}
          </TotalRow>
        </tfoot>
      </table>
      <WithdrawalConsentNote withdrawalConsentAt={receipt.withdrawalConsentAt} />
      <section aria-labelledby="receipt-links" className="space-y-2">
        <h2 id="receipt-links" className="text-lg font-semibold">
          {m.receiptLinks}
        </h2>
        {picksNote}
        {receipt.downloads.length === 0 ? (
          // A pack still to choose says so above; "no links" beside it would say two things.
          receipt.picks ? null : (
            <p className="text-sm text-neutral-300 print:text-black">{m.receiptNoLinks}</p>
          )
        ) : (
          <ul className="space-y-1 text-sm">
            {receipt.downloads.map((link) => (
              <li key={link.url}>
                {/* The work it downloads, by title; a commission's file by its name. */}
                <a href={link.url} className="break-words text-violet-300 underline print:text-black">
                  {link.title === undefined
                    ? link.name
                    : link.label === undefined
                      ? m.downloadWork(link.title)
                      : m.downloadWorkFile(link.title, link.label)}
                </a>{' '}
                <span className="text-neutral-400 print:text-neutral-700">({m.expires(day(link.expiresAt))})</span>
                <span className="hidden break-all print:block">{link.url}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
      {/* The licence the buyer got, on the printout too: the tiers bought as their texts were sold, and
          the shop's one licence for anything bought under none (every order before tiers, packs). */}
      <SoldLicences
        licences={receipt.lines.map((line) => line.licence)}
        className="border-t border-neutral-700 pt-4 print:border-neutral-300"
      />
      {receipt.lines.some((line) => !line.licence) ? (
        <LicenceTerms className="border-t border-neutral-700 pt-4 print:border-neutral-300" />
      ) : null}
    </article>
  );
}
