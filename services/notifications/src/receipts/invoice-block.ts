import { INVOICE_TEXTS, type OrderReceipt } from '@shop/contracts';
import e from 'escape-html';
import { utcDateTime } from './receipt-format.js';

type InvoiceFacts = Pick<OrderReceipt, 'invoiceNumber' | 'seller' | 'withdrawalConsentAt'>;

/** The receipt as an invoice: its number and the seller (name, address, VAT/tax id), in plain text. */
export function invoiceText({ invoiceNumber, seller }: InvoiceFacts): string[] {
  return [
    ...(invoiceNumber ? [`${INVOICE_TEXTS.invoiceNumber}: ${invoiceNumber}`] : []),
    ...(seller?.legalName
      ? [
          '',
          `${INVOICE_TEXTS.seller}:`,
          seller.legalName,
          ...(seller.address ? seller.address.split('\n') : []),
          ...(seller.taxId ? [`${INVOICE_TEXTS.taxId}: ${seller.taxId}`] : []),
        ]
      : []),
  ];
}

export function invoiceHtml({ invoiceNumber, seller }: InvoiceFacts): string {
  const number = invoiceNumber ? `<p>${e(INVOICE_TEXTS.invoiceNumber)}: <strong>${e(invoiceNumber)}</strong></p>` : '';
  if (!seller?.legalName) return number;
  const lines = [seller.legalName, ...(seller.address ? seller.address.split('\n') : [])].map(e).join('<br>');
  const taxId = seller.taxId ? `<br>${e(INVOICE_TEXTS.taxId)}: ${e(seller.taxId)}` : '';
  return `${number}
<p data-seller><strong>${e(INVOICE_TEXTS.seller)}</strong><br>${lines}${taxId}</p>`;
}

/** An EU buyer's consent to immediate delivery, with its time in UTC; nothing where none was asked. */
export function withdrawalConsentText({ withdrawalConsentAt }: InvoiceFacts): string[] {
  return withdrawalConsentAt ? [INVOICE_TEXTS.withdrawalConsent(utcDateTime(withdrawalConsentAt)), ''] : [];
}

export function withdrawalConsentHtml({ withdrawalConsentAt }: InvoiceFacts): string {
  return withdrawalConsentAt ? `<p>${e(INVOICE_TEXTS.withdrawalConsent(utcDateTime(withdrawalConsentAt)))}</p>` : '';
}
