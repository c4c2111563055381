import { endpointOf, errorAnswer, ok } from '../shared/endpoint.js';
import { ArtworkSalesParamsSchema, ArtworkSalesSchema } from './artwork-sales.js';
import { OrderReceiptParamsSchema, OrderReceiptSchema } from './order-receipt.js';
import { RefundNoticeParamsSchema, RefundNoticeSchema } from './refunds.js';

const internalEndpoint = endpointOf('orders', 'internal');

/** What other services ask orders (the gateway has no /internal prefix); called with platform's `callEndpoint`. */
export const getArtworkSales = internalEndpoint('GET', '/internal/artworks/:id/sales', {
  operationId: 'getArtworkSales',
  summary: 'Whether any order ever bought this artwork (the catalog asks before deleting)',
  params: ArtworkSalesParamsSchema,
  responses: { 200: ok('Sold or not', ArtworkSalesSchema) },
});

export const getOrderReceiptForMail = internalEndpoint('GET', '/internal/orders/:id/receipt', {
  operationId: 'getOrderReceiptForMail',
  summary: 'What a receipt e-mail shows (notifications asks)',
  params: OrderReceiptParamsSchema,
  responses: { 200: ok('The receipt', OrderReceiptSchema), 404: errorAnswer('Unknown order') },
});

export const getRefundNotice = internalEndpoint('GET', '/internal/orders/:id/refund-events/:eventId', {
  operationId: 'getRefundNotice',
  summary: 'What a refund notice e-mail shows (notifications asks)',
  params: RefundNoticeParamsSchema,
  responses: {
    200: ok('The refund notice', RefundNoticeSchema),
    404: errorAnswer('Unknown order or refund'),
  },
});

export const ORDERS_INTERNAL_ENDPOINTS = [getArtworkSales, getOrderReceiptForMail, getRefundNotice] as const;
