import { z } from 'zod';
import { SellerDetailsSchema } from '../catalog/seller-details.js';
import { OrderLineLicenceSchema } from './order-line-licence.js';
import { moneyStringSchema } from '../shared/money-schema.js';

/** orders (internal, `getOrderReceiptForMail`): what the receipt e-mail shows (notifications asks). */
export const OrderReceiptParamsSchema = z.object({ id: z.string().max(100) });

const money = moneyStringSchema();

export const OrderReceiptSchema = z.object({
  /** The order number the success page shows (the order's id). */
  orderId: z.string(),
  customerName: z.string(),
  /** As stored; may be empty or a placeholder on orders paid without one. */
  customerEmail: z.string(),
  status: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
  stateCode: z.string().nullable(),
  /** Where the tax was charged (absent: the US) and its name ("Sales Tax", "VAT", …; null: none). */
  countryCode: z.string().optional(),
  taxName: z.string().nullable().optional(),
  /** Decimal fraction as stored ("0.0725"); null on orders from before the rate was kept. */
  taxRate: z.string().nullable(),
  subtotal: money,
  /**
   * Promo discount, taken off the subtotal before tax; "0.00" without a code.
   * The e-mail shows it too, so its lines add up. Defaults keep an older orders readable.
   */
  discount: money.default('0.00'),
  promoCode: z.string().nullable().default(null),
  tax: money,
  total: money,
  lines: z.array(
    z.object({
      /** The work a line sold, for its thumbnail in the e-mails (a pack line names no work of the catalog). */
      artworkId: z.string().optional(),
      title: z.string(),
      quantity: z.number().int(),
      unitPrice: money,
      lineTotal: money,
      /** The licence tier bought, its name and text as they were when sold; absent: the shop licence. */
      licence: OrderLineLicenceSchema.optional(),
    }),
  ),
  /**
   * Live (not revoked) grants, in cart order: the name the file is saved under and, for a work, its
   * title (the receipt's "Download <title>"; absent for a commission's file).
   */
  downloads: z.array(
    z.object({
      name: z.string(),
      title: z.string().optional(),
      /** Set on an extra file of a work (its label, e.g. "Print size TIFF"); absent on the work's original. */
      label: z.string().optional(),
      url: z.string(),
      expiresAt: z.iso.datetime({ offset: true }),
    }),
  ),
  /**
   * The pack picks still to make and the picker's address (absolute); null or absent
   * when the order has no pack with picks left.
   */
  picks: z
    .object({ left: z.number().int().min(1), pickerUrl: z.string() })
    .nullable()
    .optional(),
  /**
   * The receipt is an invoice. Its number ("INV-2026-000123", sequential without gaps
   * per year, given when the order is paid; null while pending), the seller as the order was paid
   * (null when the artist had set no legal name) and when an EU buyer agreed to immediate delivery
   * (null where it was not asked). Absent on readers from before.
   */
  invoiceNumber: z.string().nullable().optional(),
  seller: SellerDetailsSchema.nullable().optional(),
  withdrawalConsentAt: z.iso.datetime({ offset: true }).nullable().optional(),
});
export type OrderReceipt = z.infer<typeof OrderReceiptSchema>;
