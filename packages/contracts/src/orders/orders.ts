import { z } from 'zod';
import { moneyStringSchema } from '../shared/money-schema.js';
import { OrderLineInputSchema } from '../payments/payments.js';
import { OrderLineLicenceSchema } from './order-line-licence.js';

export const CreateOrderBodySchema = z.object({
  // PayPal order ids are letters and digits; anything else (a NUL byte, a lone surrogate) is refused
  // here rather than failing later as a URL or a database value.
  paypal_order_id: z
    .string()
    .regex(/^[A-Za-z0-9._-]{1,64}$/, 'Expected a PayPal order id: 1-64 letters, digits or ._-'),
  customer_email: z.string().max(254),
  customer_name: z.string().trim().max(200),
  // The capture's amount as it answered it ("59.37"); orders parses it to cents once.
  total_amount: moneyStringSchema(
    (issue) => `total_amount must be an amount like "59.37", not ${JSON.stringify(issue.input)}.`,
  ),
  artwork_ids: z.array(z.string().max(100)).max(100).optional(),
  items: z
    .array(z.union([OrderLineInputSchema, z.unknown()]))
    .max(100)
    .optional(),
});
export type CreateOrderBody = z.infer<typeof CreateOrderBodySchema>;

export const CreateOrderResponseSchema = z.object({
  id: z.string(),
  download_links: z.array(z.string()),
});
export type CreateOrderResponse = z.infer<typeof CreateOrderResponseSchema>;

/**
 * An order is `pending` while PayPal holds its capture (no grants yet), `completed` once
 * paid, `partially_refunded`/`refunded` after refunds, `reversed` after a charge-back, and `denied`
 * when a pending capture was denied. Only `completed` and `partially_refunded` keep live grants.
 */
export const ORDER_STATUSES = ['pending', 'completed', 'partially_refunded', 'refunded', 'reversed', 'denied'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * An extra file of a bought work (a print-size TIFF, a PDF of print instructions) with its own
 * link, `<the grant's link>/files/<id>`, closed whenever the grant's link is.
 */
export const DeliveredFileSchema = z.object({
  id: z.string(),
  label: z.string(),
  /** "JPEG", "PNG", "GIF", "WebP", "TIFF" or "PDF". */
  format: z.string(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  sizeBytes: z.number().int(),
  url: z.string(),
});
export type DeliveredFile = z.infer<typeof DeliveredFileSchema>;

export const OrderSchema = z.object({
  id: z.string(),
  customerName: z.string(),
  totalAmount: z.string(),
  status: z.string(),
  download_links: z.array(z.string()),
  /**
   * What each link of `download_links` delivers, in the same order (the success page
   * names and shows it beside SPEC's "Download Artwork n"). Optional and additive.
   */
  downloadItems: z
    .array(
      z.object({
        artworkId: z.string(),
        title: z.string(),
        /** The work's extra files, each with its own link (absent: none, or an older answer). */
        files: z.array(DeliveredFileSchema).optional(),
        /** The licence tier bought with the work, its name and text as sold; absent: the shop licence. */
        licence: OrderLineLicenceSchema.optional(),
      }),
    )
    .optional(),
  /**
   * Where the receipt e-mail went, masked ("ja•••@example.com": the order's page is
   * public to whoever has its id); null when the order has no address.
   */
  receiptEmail: z.string().nullable().optional(),
});
export type Order = z.infer<typeof OrderSchema>;

export const OrderParamsSchema = z.object({ id: z.string().max(100) });
export const DownloadParamsSchema = z.object({ token: z.string().max(200) });
/** One of the extra files a grant of a work delivers beside its original (the catalog's file id). */
export const DownloadExtraFileParamsSchema = DownloadParamsSchema.extend({ fileId: z.string().max(100) });

/**
 * Why a download link no longer works: `download_refunded` (with the refund's time),
 * `download_revoked` (the curator closed it), or `gone` (expired, a reversed payment).
 */
export const DownloadGoneSchema = z
  .object({
    error: z.string(),
    message: z.string(),
    refundedAt: z.iso.datetime().optional(),
  })
  .loose();
export type DownloadGone = z.infer<typeof DownloadGoneSchema>;
