import { endpointOf, errorAnswer, ok } from '../shared/endpoint.js';
import { ArtworkSalesParamsSchema, ArtworkSalesSchema, INTERNAL_ROUTES } from '../shared/internal.js';
import { ORDER_RECEIPT_ROUTE, OrderReceiptParamsSchema, OrderReceiptSchema } from './order-receipt.js';
import { ORDER_REFUND_NOTICE_ROUTE, RefundNoticeParamsSchema, RefundNoticeSchema } from './refunds.js';

const internalEndpoint = endpointOf('orders', 'internal');

/** What other services ask orders (the gateway has no /internal prefix). */
export const getArtworkSales = internalEndpoint('GET', INTERNAL_ROUTES.ordersArtworkSales, {
  operationId: 'getArtworkSales',
  summary: 'Whether any order ever bought this artwork (the catalog asks before deleting)',
  params: ArtworkSalesParamsSchema,
  responses: { 200: ok('Sold or not', ArtworkSalesSchema) },
});

export const getOrderReceiptForMail = internalEndpoint('GET', ORDER_RECEIPT_ROUTE, {
  operationId: 'getOrderReceiptForMail',
  summary: 'What a receipt e-mail shows (notifications asks)',
  params: OrderReceiptParamsSchema,
  responses: { 200: ok('The receipt', OrderReceiptSchema), 404: errorAnswer('Unknown order') },
});

export const getRefundNotice = internalEndpoint('GET', ORDER_REFUND_NOTICE_ROUTE, {
  operationId: 'getRefundNotice',
  summary: 'What a refund notice e-mail shows (notifications asks)',
  params: RefundNoticeParamsSchema,
  responses: {
    200: ok('The refund notice', RefundNoticeSchema),
    404: errorAnswer('Unknown order or refund'),
  },
});

export const ORDERS_INTERNAL_ENDPOINTS = [getArtworkSales, getOrderReceiptForMail, getRefundNotice] as const;
