import * as commissions from './commissions.js';
import { endpointOf, errorAnswer, ok } from '../shared/endpoint.js';
import { OrderParamsSchema } from './orders.js';

const publicEndpoint = endpointOf('orders', 'public');
const curatorEndpoint = endpointOf('orders', 'curator');

/** Custom-logo commissions: the buyer's brief (public, by order id) and the curator's work on them. */
export const getOrderCommissions = publicEndpoint('GET', '/api/orders/:id/commissions', {
  operationId: 'getOrderCommissions',
  summary: "The order's custom-logo commissions: state, brief and, once delivered, the files' links",
  params: OrderParamsSchema,
  responses: {
    200: ok('The commissions (none for an order without a logo)', commissions.OrderCommissionsSchema),
    404: errorAnswer('Unknown order'),
  },
});

export const saveCommissionBrief = publicEndpoint('PUT', '/api/orders/:id/commissions/:commissionId/brief', {
  operationId: 'saveCommissionBrief',
  summary: "Write or change a logo commission's brief (until the curator starts work)",
  params: commissions.OrderCommissionParamsSchema,
  body: commissions.CommissionBriefBodySchema,
  responses: {
    200: ok('The commission with its brief', commissions.PublicCommissionSchema),
    400: errorAnswer('A field is missing or too long'),
    404: errorAnswer('Unknown order or commission'),
    409: errorAnswer('Work has started: the brief is frozen'),
  },
});

export const listCommissions = curatorEndpoint('GET', '/api/commissions', {
  operationId: 'listCommissions',
  summary: 'Logo commissions, oldest first, optionally of one status, with counts per status',
  query: commissions.ListCommissionsQuerySchema,
  responses: {
    200: ok('The commissions', commissions.CommissionListSchema),
    400: errorAnswer('Unknown status'),
    401: errorAnswer('No session'),
  },
});

export const getCommission = curatorEndpoint('GET', '/api/commissions/:id', {
  operationId: 'getCommission',
  summary: 'A commission with its order number, buyer, brief and files',
  params: commissions.CommissionParamsSchema,
  responses: {
    200: ok('The commission', commissions.CommissionDetailSchema),
    401: errorAnswer('No session'),
    404: errorAnswer('Unknown commission'),
  },
});

export const uploadCommissionFiles = curatorEndpoint('POST', '/api/commissions/:id/files', {
  operationId: 'uploadCommissionFiles',
  summary: 'Upload finished files (PNG, JPEG, SVG, PDF, ZIP; field `files`, one or several); starts the work',
  params: commissions.CommissionParamsSchema,
  bodyKind: 'multipart',
  fileField: 'files',
  responses: {
    201: ok('The commission with its files', commissions.CommissionDetailSchema),
    400: errorAnswer('No file'),
    401: errorAnswer('No session'),
    404: errorAnswer('Unknown commission'),
    409: errorAnswer('Already delivered'),
    413: errorAnswer('A file is too large'),
    415: errorAnswer('A file is not PNG, JPEG, SVG, PDF or ZIP'),
  },
});

export const deleteCommissionFile = curatorEndpoint('DELETE', '/api/commissions/:id/files/:fileId', {
  operationId: 'deleteCommissionFile',
  summary: 'Remove an uploaded file before delivery',
  params: commissions.CommissionFileParamsSchema,
  responses: {
    204: { description: 'Removed' },
    401: errorAnswer('No session'),
    404: errorAnswer('Unknown commission or file'),
    409: errorAnswer('Already delivered'),
  },
});

export const deliverCommission = curatorEndpoint('POST', '/api/commissions/:id/deliver', {
  operationId: 'deliverCommission',
  summary: 'Deliver the files: each becomes a download grant of the order (30 days); idempotent',
  params: commissions.CommissionParamsSchema,
  responses: {
    200: ok('The delivered commission', commissions.CommissionDetailSchema),
    401: errorAnswer('No session'),
    404: errorAnswer('Unknown commission'),
    409: errorAnswer('No file to deliver'),
  },
});

export const COMMISSION_ENDPOINTS = [
  getOrderCommissions,
  saveCommissionBrief,
  listCommissions,
  getCommission,
  uploadCommissionFiles,
  deleteCommissionFile,
  deliverCommission,
] as const;
