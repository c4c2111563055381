import { defineEndpoint, errorAnswer } from '../shared/endpoint.js';
import { ArtworkSalesParamsSchema, ArtworkSalesSchema, INTERNAL_ROUTES } from '../shared/internal.js';
import { ORDER_RECEIPT_ROUTE, OrderReceiptParamsSchema, OrderReceiptSchema } from './order-receipt.js';
import { ORDER_REFUND_NOTICE_ROUTE, RefundNoticeParamsSchema, RefundNoticeSchema } from './refunds.js';

/** What other services ask orders (the gateway has no /internal prefix). */
export const getArtworkSales = defineEndpoint({
  operationId: 'getArtworkSales',
  method: 'GET',
  path: INTERNAL_ROUTES.ordersArtworkSales,
  upstream: 'orders',
  access: 'internal',
  summary: 'Whether any order ever bought this artwork (the catalog asks before deleting)',
  params: ArtworkSalesParamsSchema,
  responses: { 200: { description: 'Sold or not', schema: ArtworkSalesSchema } },
});

export const getOrderReceiptForMail = defineEndpoint({
  operationId: 'getOrderReceiptForMail',
  method: 'GET',
  path: ORDER_RECEIPT_ROUTE,
  upstream: 'orders',
  access: 'internal',
  summary: 'What a receipt e-mail shows (notifications asks)',
  params: OrderReceiptParamsSchema,
  responses: { 200: { description: 'The receipt', schema: OrderReceiptSchema }, 404: errorAnswer('Unknown order') },
});

export const getRefundNotice = defineEndpoint({
  operationId: 'getRefundNotice',
  method: 'GET',
  path: ORDER_REFUND_NOTICE_ROUTE,
  upstream: 'orders',
  access: 'internal',
  summary: 'What a refund notice e-mail shows (notifications asks)',
  params: RefundNoticeParamsSchema,
  responses: {
    200: { description: 'The refund notice', schema: RefundNoticeSchema },
    404: errorAnswer('Unknown order or refund'),
  },
});

export const ORDERS_INTERNAL_ENDPOINTS = [getArtworkSales, getOrderReceiptForMail, getRefundNotice] as const;
