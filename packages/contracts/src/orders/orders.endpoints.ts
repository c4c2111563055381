import { ACCEPTED_IMAGE_MIME_TYPES } from '../shared/constants.js';
import { endpointOf, errorAnswer, ok } from '../shared/endpoint.js';
import { API_PATHS } from '../shared/paths.js';
import { RESEND_LINKS_ROUTE, ResendLinksAcceptedSchema, ResendLinksBodySchema } from './lost-links.js';
import * as orders from './orders.js';
import { OrderPicksSchema, PickBodySchema, PickResultSchema } from './pack-picks.js';
import { PUBLIC_RECEIPT_ROUTE, PublicReceiptParamsSchema, PublicReceiptSchema } from './receipts.js';

const checkoutEndpoint = endpointOf('orders', 'checkout');
const publicEndpoint = endpointOf('orders', 'public');

/** The buyer's side of orders: public, the unguessable order id (or download token) is the key. */
export const createOrder = checkoutEndpoint('POST', API_PATHS.orders, {
  operationId: 'createOrder',
  summary: 'Record a paid order and issue download links',
  body: orders.CreateOrderBodySchema,
  responses: {
    200: ok(
      'Recorded before (a replay): the same body as when it was created; `Cache-Control: private, no-store`',
      orders.CreateOrderResponseSchema,
    ),
    201: {
      description:
        'Created; a capture PayPal holds (PENDING) is stored as a pending order with no links until PayPal completes it. `Cache-Control: private, no-store`: no cache keeps the links',
      schema: orders.CreateOrderResponseSchema,
    },
    400: errorAnswer('A line that is not {artworkId, quantity} or another invalid field'),
    402: errorAnswer('Payment not captured or not matching'),
    403: errorAnswer(
      "`not_this_checkout`: neither the `shop_checkout` cookie of the checkout that paid nor (without cookies) the payer's address, or on a repeat its receipt address and total; `checkout_proof_required`: the first recording came without cookies and with an empty `customer_email`. Either way no order id, links or amounts: the order and its links go only to that checkout and to the receipt e-mail",
    ),
    409: errorAnswer(
      '`promo_code_receipt_not_judged`: the payment took a first-order-only code (LAUNCH30), which was judged on the e-mail given at checkout and the payer; the receipt goes to one of those, not to this `customer_email` (nothing is recorded)',
    ),
  },
});

export const getOrder = publicEndpoint('GET', '/api/orders/:id', {
  operationId: 'getOrder',
  summary: 'An order by its unguessable id',
  params: orders.OrderParamsSchema,
  responses: {
    200: ok('The order; `Cache-Control: private, no-store`: no cache keeps its links', orders.OrderSchema),
    404: errorAnswer('Unknown order'),
  },
});

export const getReceipt = publicEndpoint('GET', PUBLIC_RECEIPT_ROUTE, {
  operationId: 'getReceipt',
  summary: "An order's printable receipt by its unguessable id: lines, subtotal, discount, tax, total, state, links",
  params: PublicReceiptParamsSchema,
  responses: {
    200: ok('The receipt; `Cache-Control: private, no-store`', PublicReceiptSchema),
    404: errorAnswer('Unknown order'),
  },
});

export const getOrderPicks = publicEndpoint('GET', '/api/orders/:id/picks', {
  operationId: 'getOrderPicks',
  summary: "An order's pack credits: total, used and remaining per pack line, its collection and the works picked",
  params: orders.OrderParamsSchema,
  responses: {
    200: ok('The credits; `Cache-Control: private, no-store`', OrderPicksSchema),
    404: errorAnswer('Unknown order'),
  },
});

export const pickArtworks = publicEndpoint('POST', '/api/orders/:id/picks', {
  operationId: 'pickArtworks',
  summary: 'Spend pack credits: each picked work becomes a download grant (30 days from the pick)',
  params: orders.OrderParamsSchema,
  body: PickBodySchema,
  responses: {
    200: ok('What was granted and what is left; `Cache-Control: private, no-store`', PickResultSchema),
    400: errorAnswer('A work that is not in the collection or cannot be bought'),
    404: errorAnswer('Unknown order'),
    409: errorAnswer('More picks than credits left'),
  },
});

/**
 * Downloads send an image original with its type; any other delivered file (a commission's SVG,
 * PDF or ZIP) as opaque bytes, so no browser renders it in the shop's origin.
 */
export const DOWNLOAD_CONTENT_TYPES = [...ACCEPTED_IMAGE_MIME_TYPES, 'application/octet-stream'] as const;

/** A download's error: JSON, or the page with the way to new links for a browser that asks for HTML. */
const downloadError = (description: string) =>
  ({
    ...errorAnswer(`${description}; an HTML page when the caller prefers text/html`),
    contentTypes: ['text/html'],
  }) as const;

/** The 410 tells a refunded link (`download_refunded`, `refundedAt`) from a revoked one. */
const downloadGone = (description: string) =>
  ({
    ...errorAnswer(`${description}; an HTML page when the caller prefers text/html`, orders.DownloadGoneSchema),
    contentTypes: ['text/html'],
  }) as const;

export const downloadFile = publicEndpoint('GET', '/api/downloads/:token', {
  operationId: 'downloadFile',
  summary: 'Download a purchased original (a browser asking for HTML gets an error page instead of JSON)',
  params: orders.DownloadParamsSchema,
  responses: {
    200: {
      // Never the name the file was uploaded with.
      description:
        "The original file as an attachment, named after the work's title with its type's extension (a commission file keeps its name)",
      contentTypes: DOWNLOAD_CONTENT_TYPES,
    },
    404: downloadError('Unknown link, or its file is no longer stored'),
    410: downloadGone(
      '`download_refunded` (with `refundedAt`): its line or order was refunded; `download_revoked`: the curator revoked it; `gone`: expired, or the payment was reversed',
    ),
  },
});

export const downloadExtraFile = publicEndpoint('GET', '/api/downloads/:token/files/:fileId', {
  operationId: 'downloadExtraFile',
  summary:
    "Download one of a purchased work's extra files (a print-size TIFF, a PDF of print instructions): the same link's " +
    'checks as the original (refunded, revoked, expired or reversed closes every file of the grant)',
  params: orders.DownloadExtraFileParamsSchema,
  responses: {
    200: {
      description: "The file as an attachment, named after the work's title and the file's label",
      contentTypes: [...DOWNLOAD_CONTENT_TYPES, 'application/pdf'],
    },
    404: downloadError('Unknown link, a file the work does not deliver to this grant, or no longer stored'),
    410: downloadGone('As for the original: `download_refunded`, `download_revoked` or `gone`'),
  },
});

// Lost links.
export const resendLinks = publicEndpoint('POST', RESEND_LINKS_ROUTE, {
  operationId: 'resendLinks',
  summary:
    'E-mail the links of the orders paid with this address (optionally one order) again; the same answer whether or not one exists',
  body: ResendLinksBodySchema,
  responses: {
    202: ok('Accepted (always the same message)', ResendLinksAcceptedSchema),
    400: errorAnswer('Not an e-mail address'),
    429: errorAnswer('Too many requests from this client'),
  },
});

export const BUYER_ORDER_ENDPOINTS = [
  createOrder,
  getOrder,
  getReceipt,
  getOrderPicks,
  pickArtworks,
  downloadFile,
  downloadExtraFile,
  resendLinks,
] as const;
