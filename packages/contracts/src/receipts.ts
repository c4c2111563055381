import { z } from 'zod';
import { moneyStringSchema } from './money-schema.js';
import { OrderReceiptSchema } from './order-events.js';

/**
 * Issue #14: the buyer's printable receipt (the success page's "Print receipt"), public like
 * `GET /api/orders/:id`: the order id is unguessable. What the receipt e-mail shows, without the
 * buyer's e-mail address, plus the promo discount.
 */
export const PUBLIC_RECEIPT_ROUTE = '/api/orders/:id/receipt';
export const publicReceiptPath = (orderId: string) => PUBLIC_RECEIPT_ROUTE.replace(':id', encodeURIComponent(orderId));
export const PublicReceiptParamsSchema = z.object({ id: z.string().max(100) });

export const PublicReceiptSchema = OrderReceiptSchema.omit({ customerEmail: true }).extend({
  /** Issue #13 promo discount, taken off the subtotal before tax; "0.00" without a code. */
  discount: moneyStringSchema(),
  promoCode: z.string().nullable(),
});
export type PublicReceipt = z.infer<typeof PublicReceiptSchema>;
