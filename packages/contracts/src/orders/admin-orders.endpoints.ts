import { endpointOf, errorAnswer, ok } from '../shared/endpoint.js';
import { API_PATHS } from '../shared/paths.js';
import { AdminResendLinksResultSchema } from './lost-links.js';
import { OrderParamsSchema } from './orders.js';
import * as ordersAdmin from './orders-admin.js';
import { RefundOrderBodySchema, RefundResultSchema } from './refunds.js';
import { SalesExportQuerySchema, SalesQuerySchema, SalesReportSchema } from './sales.js';

const curatorEndpoint = endpointOf('orders', 'curator');

/** The curator's side of orders: search, grants, refunds, links resent, sales. */
export const listAdminOrders = curatorEndpoint('GET', API_PATHS.orders, {
  operationId: 'listAdminOrders',
  summary:
    'Orders, newest first, searched by number, PayPal order or capture id, e-mail or name (any part of 3+ characters) and date',
  query: ordersAdmin.ListAdminOrdersQuerySchema,
  responses: {
    200: ok('One page of orders', ordersAdmin.AdminOrderListSchema),
    400: errorAnswer('Bad search'),
    401: errorAnswer('No session'),
  },
});

export const getAdminOrder = curatorEndpoint('GET', '/api/orders/:id/admin', {
  operationId: 'getAdminOrder',
  summary: "An order's lines, tax, payment and download grants",
  params: OrderParamsSchema,
  responses: {
    200: ok('The order', ordersAdmin.AdminOrderDetailSchema),
    401: errorAnswer('No session'),
    404: errorAnswer('Unknown order'),
  },
});

export const extendGrant = curatorEndpoint('POST', '/api/orders/:id/grants/:grantId/extend', {
  operationId: 'extendGrant',
  summary: "Extend a download grant's expiry (30 days unless `days` says otherwise)",
  params: ordersAdmin.GrantParamsSchema,
  body: ordersAdmin.ExtendGrantBodySchema,
  responses: {
    200: ok('The grant', ordersAdmin.AdminDownloadGrantSchema),
    400: errorAnswer('Bad number of days'),
    401: errorAnswer('No session'),
    404: errorAnswer('Unknown order or grant'),
    409: errorAnswer('The grant was revoked'),
  },
});

export const revokeGrant = curatorEndpoint('POST', '/api/orders/:id/grants/:grantId/revoke', {
  operationId: 'revokeGrant',
  summary: 'Revoke a download grant: its link answers 410 from then on',
  params: ordersAdmin.GrantParamsSchema,
  responses: {
    200: ok('The grant', ordersAdmin.AdminDownloadGrantSchema),
    401: errorAnswer('No session'),
    404: errorAnswer('Unknown order or grant'),
  },
});

export const refundOrder = curatorEndpoint('POST', '/api/orders/:id/refunds', {
  operationId: 'refundOrder',
  summary:
    "Refund the whole order ({all: true}: what is left of its total) or one line ({lineId}: its price less its promo share, plus tax) through PayPal or the simulator; revokes the refunded lines' grants",
  params: OrderParamsSchema,
  body: RefundOrderBodySchema,
  responses: {
    200: ok('The refund and the grants it revoked', RefundResultSchema),
    400: errorAnswer('Neither a line nor the whole order named'),
    401: errorAnswer('No session'),
    404: errorAnswer('Unknown order or line'),
    409: errorAnswer('Already refunded, reversed, or more than was captured'),
    502: errorAnswer('PayPal refused the refund'),
    503: errorAnswer('PayPal or payments unavailable; nothing changed'),
  },
});

export const resendOrderLinks = curatorEndpoint('POST', '/api/orders/:id/resend-links', {
  operationId: 'resendOrderLinks',
  summary: 'E-mail the order’s live download links to its buyer again',
  params: OrderParamsSchema,
  responses: {
    202: ok('Queued; the address it goes to', AdminResendLinksResultSchema),
    401: errorAnswer('No session'),
    404: errorAnswer('Unknown order'),
    409: errorAnswer('The order has no usable e-mail address'),
  },
});

export const getSales = curatorEndpoint('GET', '/api/sales', {
  operationId: 'getSales',
  summary: 'Sales for a period: revenue by day/week/month, category and kind, best sellers, tax per state',
  query: SalesQuerySchema,
  responses: {
    200: ok('The report, in "14.99" amounts', SalesReportSchema),
    400: errorAnswer('Bad period'),
    401: errorAnswer('No session'),
  },
});

export const exportSales = curatorEndpoint('GET', '/api/sales/export', {
  operationId: 'exportSales',
  summary: 'One table of the sales report as CSV',
  query: SalesExportQuerySchema,
  responses: {
    200: { description: 'The table as a CSV attachment', contentTypes: ['text/csv'] },
    400: errorAnswer('Bad period or table'),
    401: errorAnswer('No session'),
  },
});

export const ADMIN_ORDER_ENDPOINTS = [
  listAdminOrders,
  getAdminOrder,
  extendGrant,
  revokeGrant,
  refundOrder,
  resendOrderLinks,
  getSales,
  exportSales,
] as const;
