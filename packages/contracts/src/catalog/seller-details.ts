import { z } from 'zod';

export const SELLER_LEGAL_NAME_MAX = 200;
export const SELLER_ADDRESS_MAX = 500;
export const SELLER_TAX_ID_MAX = 50;

/**
 * Who sells, as an invoice must name them: the artist's (or their business's) legal
 * name, postal address and VAT/tax id. Each null until the artist sets it in the dashboard; a
 * receipt names the seller once a legal name is set. Public: receipts show it to every buyer.
 */
export const SellerDetailsSchema = z.object({
  legalName: z.string().nullable(),
  /** Lines separated by "\n", as typed. */
  address: z.string().nullable(),
  /** VAT number, GST/HST number, EIN, …; null when the seller has none. */
  taxId: z.string().nullable(),
});
export type SellerDetails = z.infer<typeof SellerDetailsSchema>;

const noControls = (keepNewlines: boolean) => (value: string) =>
  !(keepNewlines ? /[\p{Cc}\p{Cs}]/u.test(value.replace(/\r?\n/g, '')) : /[\p{Cc}\p{Cs}]/u.test(value));

const LEGAL_NAME_MISSING = 'Enter the legal name invoices are issued in.';
const ADDRESS_MISSING = 'Enter the postal address invoices show.';

/** Trimmed; empty or null is none. */
const noneIfEmpty = (value: string | null) => (value === null || value === '' ? null : value);

/**
 * What the dashboard saves: the legal name and the address together, the tax id optional (each
 * field empty or null: none). Every field empty clears the seller, so receipts name none again (the artist stops
 * selling as that business, or saved the details by mistake).
 */
export const SaveSellerDetailsBodySchema = z
  .object({
    legalName: z
      .string()
      .trim()
      .max(SELLER_LEGAL_NAME_MAX, `The legal name can be at most ${SELLER_LEGAL_NAME_MAX} characters.`)
      .refine(noControls(false), 'The legal name cannot hold control characters.')
      .nullable()
      .transform(noneIfEmpty),
    address: z
      .string()
      .trim()
      .max(SELLER_ADDRESS_MAX, `The address can be at most ${SELLER_ADDRESS_MAX} characters.`)
      .refine(noControls(true), 'The address cannot hold control characters other than line breaks.')
      .transform((address) => address.replace(/\r\n/g, '\n'))
      .nullable()
      .transform(noneIfEmpty),
    taxId: z
      .string()
      .trim()
      .max(SELLER_TAX_ID_MAX, `The VAT/tax id can be at most ${SELLER_TAX_ID_MAX} characters.`)
      .refine(noControls(false), 'The VAT/tax id cannot hold control characters.')
      .nullable()
      .transform(noneIfEmpty),
  })
  .superRefine(({ legalName, address, taxId }, ctx) => {
    const cleared = legalName === null && address === null && taxId === null;
    if (cleared) return;
    // An invoice names a seller by name and address; a tax id alone names nobody.
    if (legalName === null) ctx.addIssue({ code: 'custom', path: ['legalName'], message: LEGAL_NAME_MISSING });
    if (address === null) ctx.addIssue({ code: 'custom', path: ['address'], message: ADDRESS_MISSING });
  });
export type SaveSellerDetailsBody = z.input<typeof SaveSellerDetailsBodySchema>;

export const EMPTY_SELLER_DETAILS: SellerDetails = { legalName: null, address: null, taxId: null };
