/**
 * What a receipt says to serve as an invoice, worded once for the receipt e-mail, the receipt page
 * and the printed receipt.
 */
export const INVOICE_TEXTS = {
  invoiceNumber: 'Invoice number',
  seller: 'Seller',
  taxId: 'VAT/tax ID',
  /** `when` is the consent's time as the reader shows times (the e-mail: in UTC). */
  withdrawalConsent: (when: string) =>
    `You agreed to immediate delivery on ${when}; your right of withdrawal ends once the download starts.`,
} as const;
