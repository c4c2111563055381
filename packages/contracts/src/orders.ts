import { z } from 'zod';
import { OrderLineInputSchema } from './payments.js';

export const CreateOrderBodySchema = z.object({
  paypal_order_id: z.string().min(1).max(64),
  customer_email: z.string().max(254),
  customer_name: z.string().trim().max(200),
  total_amount: z.union([z.string().max(20), z.number()]),
  artwork_ids: z.array(z.string().max(100)).max(100).optional(),
  items: z.array(z.union([OrderLineInputSchema, z.unknown()])).max(100).optional(),
});
export type CreateOrderBody = z.infer<typeof CreateOrderBodySchema>;

export const CreateOrderResponseSchema = z.object({
  id: z.string(),
  download_links: z.array(z.string()),
});
export type CreateOrderResponse = z.infer<typeof CreateOrderResponseSchema>;

export const ORDER_STATUSES = ['completed', 'refunded'] as const;

export const OrderSchema = z.object({
  id: z.string(),
  customerName: z.string(),
  totalAmount: z.string(),
  status: z.string(),
  download_links: z.array(z.string()),
});
export type Order = z.infer<typeof OrderSchema>;

export const OrderParamsSchema = z.object({ id: z.string().max(100) });
export const DownloadParamsSchema = z.object({ token: z.string().max(200) });
