import { z } from 'zod';
import { endpointPath } from '../shared/paths.js';
import { OrderReceiptSchema } from './order-receipt.js';

/**
 * The buyer's printable receipt (the success page's "Print receipt"), public like
 * `GET /api/orders/:id`: the order id is unguessable. What the receipt e-mail shows, without the
 * buyer's e-mail address.
 */
export const PUBLIC_RECEIPT_ROUTE = '/api/orders/:id/receipt';
export const publicReceiptPath = (orderId: string) => endpointPath(PUBLIC_RECEIPT_ROUTE, { id: orderId });
export const PublicReceiptParamsSchema = z.object({ id: z.string().max(100) });

export const PublicReceiptSchema = OrderReceiptSchema.omit({ customerEmail: true });
export type PublicReceipt = z.infer<typeof PublicReceiptSchema>;
