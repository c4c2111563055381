import { z } from 'zod';
import {
  ArtworkListSchema,
  ArtworkPageSchema,
  ArtworkSchema,
  BatchBodySchema,
  BatchResultSchema,
  PagedArtworksQuerySchema,
  UpdateArtworkBodySchema,
  UploadFieldsSchema,
} from './artwork.js';
import { LoginBodySchema, MeResponseSchema } from './auth.js';
import { ErrorBodySchema } from './errors.js';
import { GalleryByCategorySchema, GalleryListSchema, HomepageLayoutSchema } from './gallery.js';
import { ARTWORK_BY_SHORT_ID_ROUTE } from './artwork-pages.js';
import { ArtworkOcrFindingsSchema } from './ocr-findings.js';
import { OcrQueueSchema } from './ocr-queue.js';
import { CreateOrderBodySchema, CreateOrderResponseSchema, OrderSchema } from './orders.js';
import { PublicReceiptSchema } from './receipts.js';
import {
  AdminDownloadGrantSchema,
  AdminOrderDetailSchema,
  AdminOrderListSchema,
  ExtendGrantBodySchema,
  ListAdminOrdersQuerySchema,
} from './orders-admin.js';
import { OrderPicksSchema, PickBodySchema, PickResultSchema } from './pack-picks.js';
import {
  CommissionBriefBodySchema,
  CommissionDetailSchema,
  CommissionListSchema,
  ListCommissionsQuerySchema,
  OrderCommissionsSchema,
  PublicCommissionSchema,
} from './commissions.js';
import { PayPalWebhookAckSchema, PayPalWebhookEventSchema } from './paypal-webhooks.js';
import { SalesExportQuerySchema, SalesQuerySchema, SalesReportSchema } from './sales.js';
import {
  CaptureResponseSchema,
  CreatePaymentOrderBodySchema,
  CreatePaymentOrderResponseSchema,
  PaymentConfigSchema,
} from './payments.js';
import { WatermarkSettingsSchema } from './watermark.js';
import { RefundOrderBodySchema, RefundResultSchema } from './refunds.js';
import {
  CreatePromoCodeBodySchema,
  PromoCodeListSchema,
  PromoCodeSchema,
  QuoteBodySchema,
  QuoteSchema,
  UpdatePromoCodeBodySchema,
} from './promo-codes.js';
import {
  ContactAcceptedSchema,
  ContactBodySchema,
  ContactMessageListSchema,
  ContactMessageSchema,
  ListContactMessagesQuerySchema,
  MarkContactMessageBodySchema,
} from './contact.js';
import { AdminResendLinksResultSchema, ResendLinksAcceptedSchema, ResendLinksBodySchema } from './lost-links.js';
import { AddWordBodySchema, AddWordResultSchema, WordListSchema } from './words.js';
import { PreviewVersionSchema } from './preview-version-schema.js';

export type ApiAudience = 'public' | 'admin' | 'public (approved work) / admin (all)';
export type ApiService = 'gateway' | 'catalog' | 'orders' | 'payments' | 'notifications';

export interface ApiRoute {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Fastify-style path: `:name` for parameters. */
  path: string;
  service: ApiService;
  audience: ApiAudience;
  summary: string;
  query?: z.ZodType;
  body?: z.ZodType;
  /** `multipart` for uploads; JSON otherwise. */
  bodyKind?: 'json' | 'multipart';
  /** The multipart file field, when it is not `artwork`. */
  fileField?: string;
  responses: Record<number, { description: string; schema?: z.ZodType; contentType?: string }>;
}

const error = (description: string) => ({ description, schema: ErrorBodySchema });

/**
 * Every public HTTP route of the product, as the gateway exposes it (ARCHITECTURE "HTTP contract").
 * The OpenAPI document at /docs is generated from this list, and a test checks it against the
 * routes the services really register.
 */
export const API_ROUTES: readonly ApiRoute[] = [
  {
    method: 'POST',
    path: '/api/auth/login',
    service: 'gateway',
    audience: 'public',
    summary: 'Sign in as the curator',
    body: LoginBodySchema,
    responses: {
      200: { description: 'Signed in; sets the session cookie', schema: MeResponseSchema },
      401: error('Wrong password'),
      429: error('Too many attempts'),
    },
  },
  {
    method: 'POST',
    path: '/api/auth/logout',
    service: 'gateway',
    audience: 'public',
    summary: 'Sign out',
    responses: { 204: { description: 'Signed out' } },
  },
  {
    method: 'GET',
    path: '/api/auth/me',
    service: 'gateway',
    audience: 'public',
    summary: 'Who is signed in',
    responses: { 200: { description: 'The curator', schema: MeResponseSchema }, 401: error('No session') },
  },
  {
    method: 'GET',
    path: '/api/artworks',
    service: 'catalog',
    audience: 'public (approved work) / admin (all)',
    summary: 'List artworks',
    query: PagedArtworksQuerySchema,
    responses: {
      200: {
        description:
          'Artworks, newest first; with any of q, shown, ocr, forSale, hasPrice, sort, limit or page: one page of matches and their total',
        schema: z.union([ArtworkListSchema, ArtworkPageSchema]),
      },
    },
  },
  {
    method: 'GET',
    path: ARTWORK_BY_SHORT_ID_ROUTE,
    service: 'catalog',
    audience: 'public (approved work) / admin (all)',
    summary: "One artwork by its page's short id (the first 12 hex digits of its id), for /art/<slug>-<short id>",
    responses: {
      200: { description: 'The artwork', schema: ArtworkSchema },
      400: error('Not 12 lowercase hex digits'),
      404: error('No such artwork, not visible to the caller, or the short id names more than one'),
    },
  },
  {
    method: 'POST',
    path: '/api/artworks/upload',
    service: 'catalog',
    audience: 'admin',
    summary:
      'Upload an artwork (multipart: artwork, title, category; optional price, isForSale, bulkImport: "true" puts its OCR behind new uploads). ' +
      'An optional Idempotency-Key header (8-200 of A-Z a-z 0-9 . _ : -) makes a retried upload answer the artwork the first try stored.',
    body: UploadFieldsSchema,
    bodyKind: 'multipart',
    responses: {
      201: { description: 'Stored; OCR queued', schema: ArtworkSchema },
      400: error('Missing title, category or file; a price, isForSale or Idempotency-Key that is not valid'),
      401: error('Not signed in'),
      413: error('Larger than 10 MB'),
      415: error('Not a JPEG, PNG, GIF or WEBP image'),
    },
  },
  {
    method: 'PATCH',
    path: '/api/artworks/:id',
    service: 'catalog',
    audience: 'admin',
    summary: 'Change status, category, title, price, sale flag or text',
    body: UpdateArtworkBodySchema,
    responses: {
      200: { description: 'The updated artwork', schema: ArtworkSchema },
      400: error('Invalid change'),
      401: error('Not signed in'),
      404: error('Unknown artwork'),
    },
  },
  {
    method: 'PUT',
    path: '/api/artworks/:id/file',
    service: 'catalog',
    audience: 'admin',
    summary:
      "Replace an artwork's file (multipart: artwork) with a corrected image, checked as an upload is. " +
      'The work keeps its id, title, description, price, category, sale flag and its buyers (their links ' +
      'download the new file); its previews are made and its text read again. Pending or flagged work ' +
      'goes back to pending for the new OCR to decide; approved, rejected or archived work keeps its status.',
    bodyKind: 'multipart',
    responses: {
      200: { description: 'The artwork with its new file; OCR queued', schema: ArtworkSchema },
      400: error('No file'),
      401: error('Not signed in'),
      404: error('Unknown artwork'),
      409: error('The old file is being read by OCR right now; nothing was changed'),
      413: error('Larger than 10 MB'),
      415: error('Not a JPEG, PNG, GIF or WEBP image'),
      503: error('The OCR queue is unavailable; nothing was changed'),
    },
  },
  {
    method: 'POST',
    path: '/api/artworks/batch',
    service: 'catalog',
    audience: 'admin',
    summary:
      'Approve every clean pending artwork, reject every flagged one, or apply the same changes ' +
      '(price, sale flag, category, status) to a list of ids in one transaction',
    body: BatchBodySchema,
    responses: {
      200: {
        description: 'How many changed; for `update` also the changed artworks',
        schema: BatchResultSchema,
      },
      400: error('Unknown action, bad id, more than 1000 ids or an invalid change'),
      401: error('Not signed in'),
      404: error('An id names no artwork (nothing was changed)'),
    },
  },
  {
    method: 'DELETE',
    path: '/api/artworks/:id',
    service: 'catalog',
    audience: 'admin',
    summary:
      'Delete an artwork that was never sold, with its original, previews and queued OCR job ' +
      '(a sold one can only be archived: PATCH status "archived")',
    responses: {
      204: { description: 'Deleted' },
      401: error('Not signed in'),
      404: error('Unknown artwork'),
      409: error('The artwork was sold: its buyers keep their downloads'),
      503: error('Orders could not be asked whether it was sold; nothing was deleted'),
    },
  },
  {
    method: 'GET',
    path: '/api/artworks/:id/ocr-findings',
    service: 'catalog',
    audience: 'admin',
    summary: "What OCR found wrong with an artwork's text, as data (word, confidence, where it was read)",
    responses: {
      200: { description: 'The findings behind ocrErrors', schema: ArtworkOcrFindingsSchema },
      401: error('Not signed in'),
      404: error('Unknown artwork'),
    },
  },
  {
    method: 'GET',
    path: '/api/galleries',
    service: 'catalog',
    audience: 'public',
    summary: 'The four dashboard categories with counts of approved work',
    responses: { 200: { description: 'Galleries', schema: GalleryListSchema } },
  },
  {
    method: 'GET',
    path: '/api/galleries/category/:category',
    service: 'catalog',
    audience: 'public',
    summary: 'Approved artworks of one category',
    responses: { 200: { description: 'Artworks', schema: GalleryByCategorySchema } },
  },
  {
    method: 'GET',
    path: '/api/files/:filename',
    service: 'catalog',
    audience: 'public (approved work) / admin (all)',
    summary:
      'A preview rendition (?w=480|960|1600), never the original; with the current ?v= (previewUrlVersion) it is cached immutable for a year',
    responses: {
      200: { description: 'WEBP or JPEG preview', contentType: 'image/webp' },
      404: error('Unknown or not visible'),
    },
  },
  {
    method: 'GET',
    path: '/api/ocr/queue',
    service: 'catalog',
    audience: 'admin',
    summary: 'OCR queue counts and jobs',
    responses: { 200: { description: 'Queue state', schema: OcrQueueSchema }, 401: error('Not signed in') },
  },
  {
    method: 'GET',
    path: '/api/words',
    service: 'catalog',
    audience: 'admin',
    summary: "The shop's own word list",
    responses: { 200: { description: 'Words', schema: WordListSchema }, 401: error('Not signed in') },
  },
  {
    method: 'POST',
    path: '/api/words',
    service: 'catalog',
    audience: 'admin',
    summary: 'Accept a word; stored OCR errors are re-evaluated',
    body: AddWordBodySchema,
    responses: {
      200: { description: 'Added', schema: AddWordResultSchema },
      400: error('Not a word'),
      401: error('Not signed in'),
    },
  },
  {
    method: 'GET',
    path: '/api/layout',
    service: 'catalog',
    audience: 'public',
    summary: 'The saved homepage layout',
    responses: { 200: { description: 'Layout', schema: HomepageLayoutSchema } },
  },
  {
    method: 'PUT',
    path: '/api/layout',
    service: 'catalog',
    audience: 'admin',
    summary: 'Save the homepage layout',
    body: HomepageLayoutSchema,
    responses: { 200: { description: 'Saved', schema: HomepageLayoutSchema }, 401: error('Not signed in') },
  },
  {
    method: 'GET',
    path: '/api/settings/preview-version',
    service: 'catalog',
    audience: 'public',
    summary: 'The shop-wide part of preview URLs’ ?v= (changes with the watermark), for content-addressed previews',
    responses: {
      200: { description: 'The current public preview version', schema: PreviewVersionSchema },
    },
  },
  {
    method: 'GET',
    path: '/api/settings/watermark',
    service: 'catalog',
    audience: 'admin',
    summary: 'The watermark drawn on public previews',
    responses: {
      200: { description: 'Watermark settings', schema: WatermarkSettingsSchema },
      401: error('Not signed in'),
    },
  },
  {
    method: 'PUT',
    path: '/api/settings/watermark',
    service: 'catalog',
    audience: 'admin',
    summary: 'Set the watermark drawn on public previews (never on originals)',
    body: WatermarkSettingsSchema,
    responses: {
      200: { description: 'Saved', schema: WatermarkSettingsSchema },
      400: error('Bad settings'),
      401: error('Not signed in'),
    },
  },
  {
    method: 'GET',
    path: '/api/paypal/config',
    service: 'payments',
    audience: 'public',
    summary: 'Which payment provider runs',
    responses: { 200: { description: 'Payment configuration', schema: PaymentConfigSchema } },
  },
  {
    method: 'POST',
    path: '/paypal/order',
    service: 'payments',
    audience: 'public',
    summary: 'Price a cart on the server and create the payment order',
    body: CreatePaymentOrderBodySchema,
    responses: {
      200: {
        description:
          'Created; sets the HttpOnly, SameSite=Strict `shop_checkout` cookie (paths /paypal/order and /api/orders) that capture and order recording need to answer the payer and the links',
        schema: CreatePaymentOrderResponseSchema,
      },
      400: error(
        'Bad cart or unknown state; `artwork_quantity` when an artwork has a quantity above 1 or is named twice (an artwork is one licence, packages keep a quantity); a promo code that is unknown, inactive, not started, needs the payer e-mail or covers the whole order',
      ),
      409: error(
        "The client's amount differs from the server's subtotal; a promo code used up or already used by this buyer",
      ),
      410: error('The promo code expired'),
    },
  },
  {
    method: 'POST',
    path: '/api/paypal/quote',
    service: 'payments',
    audience: 'public',
    summary: 'Price a cart with an optional promo code before paying (creates nothing)',
    body: QuoteBodySchema,
    responses: {
      200: { description: 'The price: subtotal − discount + tax = total', schema: QuoteSchema },
      400: error('Bad cart or state; a promo code that is unknown, inactive, not started or needs the e-mail'),
      409: error('The promo code is used up or already used by this buyer'),
      410: error('The promo code expired'),
    },
  },
  {
    method: 'GET',
    path: '/api/promo-codes',
    service: 'payments',
    audience: 'admin',
    summary: 'Promo codes with their uses, reservations and discounts given',
    responses: { 200: { description: 'Every code', schema: PromoCodeListSchema }, 401: error('No session') },
  },
  {
    method: 'POST',
    path: '/api/promo-codes',
    service: 'payments',
    audience: 'admin',
    summary: 'Create a promo code (percent or fixed, dates, usage limit, once per buyer)',
    body: CreatePromoCodeBodySchema,
    responses: {
      201: { description: 'Created', schema: PromoCodeSchema },
      400: error('Bad code, value, dates or limit'),
      401: error('No session'),
      409: error('The code exists already'),
    },
  },
  {
    method: 'PATCH',
    path: '/api/promo-codes/:id',
    service: 'payments',
    audience: 'admin',
    summary: 'Change or deactivate a promo code',
    body: UpdatePromoCodeBodySchema,
    responses: {
      200: { description: 'The code', schema: PromoCodeSchema },
      400: error('Bad value, dates or limit'),
      401: error('No session'),
      404: error('Unknown code'),
    },
  },
  {
    method: 'POST',
    path: '/paypal/order/:orderID/capture',
    service: 'payments',
    audience: 'public',
    summary: 'Capture an approved payment order',
    responses: {
      200: {
        description:
          'Captured; the payer (e-mail and name) to the call that captures, and on a replay only with the `shop_checkout` cookie of the checkout that created the order (null fields otherwise)',
        schema: CaptureResponseSchema,
      },
      404: error('Unknown order'),
      422: error('Declined'),
    },
  },
  {
    method: 'POST',
    path: '/api/paypal/webhooks',
    service: 'payments',
    audience: 'public',
    summary:
      "PayPal's notifications (capture completed, pending, denied, refunded, reversed), verified by signature and handled once per event id",
    body: PayPalWebhookEventSchema,
    responses: {
      200: { description: 'Acknowledged (also a repeat, or a type the shop ignores)', schema: PayPalWebhookAckSchema },
      400: error('Bad signature or not an event: nothing is stored'),
    },
  },
  {
    method: 'POST',
    path: '/api/orders',
    service: 'orders',
    audience: 'public',
    summary: 'Record a paid order and issue download links',
    body: CreateOrderBodySchema,
    responses: {
      201: {
        description:
          'Created; a capture PayPal holds (PENDING) is stored as a pending order with no links until PayPal completes it',
        schema: CreateOrderResponseSchema,
      },
      402: error('Payment not captured or not matching'),
      403: error(
        "`not_this_checkout`: neither the `shop_checkout` cookie of the checkout that paid nor (without cookies) the payer's address, or on a repeat its receipt address and total; the order and its links go only to that checkout and to the receipt e-mail",
      ),
    },
  },
  {
    method: 'GET',
    path: '/api/orders',
    service: 'orders',
    audience: 'admin',
    summary: 'Orders, newest first, searched by number, PayPal order or capture id, e-mail and date',
    query: ListAdminOrdersQuerySchema,
    responses: {
      200: { description: 'One page of orders', schema: AdminOrderListSchema },
      400: error('Bad search'),
      401: error('No session'),
    },
  },
  {
    method: 'GET',
    path: '/api/orders/:id/admin',
    service: 'orders',
    audience: 'admin',
    summary: "An order's lines, tax, payment and download grants",
    responses: {
      200: { description: 'The order', schema: AdminOrderDetailSchema },
      401: error('No session'),
      404: error('Unknown order'),
    },
  },
  {
    method: 'POST',
    path: '/api/orders/:id/grants/:grantId/extend',
    service: 'orders',
    audience: 'admin',
    summary: "Extend a download grant's expiry (30 days unless `days` says otherwise)",
    body: ExtendGrantBodySchema,
    responses: {
      200: { description: 'The grant', schema: AdminDownloadGrantSchema },
      400: error('Bad number of days'),
      401: error('No session'),
      404: error('Unknown order or grant'),
      409: error('The grant was revoked'),
    },
  },
  {
    method: 'POST',
    path: '/api/orders/:id/grants/:grantId/revoke',
    service: 'orders',
    audience: 'admin',
    summary: 'Revoke a download grant: its link answers 410 from then on',
    responses: {
      200: { description: 'The grant', schema: AdminDownloadGrantSchema },
      401: error('No session'),
      404: error('Unknown order or grant'),
    },
  },
  {
    method: 'POST',
    path: '/api/orders/:id/refunds',
    service: 'orders',
    audience: 'admin',
    summary:
      "Refund the whole order ({all: true}: what is left of its total) or one line ({lineId}: its price less its promo share, plus tax) through PayPal or the simulator; revokes the refunded lines' grants",
    body: RefundOrderBodySchema,
    responses: {
      200: { description: 'The refund and the grants it revoked', schema: RefundResultSchema },
      400: error('Neither a line nor the whole order named'),
      401: error('No session'),
      404: error('Unknown order or line'),
      409: error('Already refunded, reversed, or more than was captured'),
      502: error('PayPal refused the refund'),
      503: error('PayPal or payments unavailable; nothing changed'),
    },
  },
  {
    method: 'GET',
    path: '/api/sales',
    service: 'orders',
    audience: 'admin',
    summary: 'Sales for a period: revenue by day/week/month, category and kind, best sellers, tax per state',
    query: SalesQuerySchema,
    responses: {
      200: { description: 'The report, in "14.99" amounts', schema: SalesReportSchema },
      400: error('Bad period'),
      401: error('No session'),
    },
  },
  {
    method: 'GET',
    path: '/api/sales/export',
    service: 'orders',
    audience: 'admin',
    summary: 'One table of the sales report as CSV',
    query: SalesExportQuerySchema,
    responses: {
      200: { description: 'The table as a CSV attachment', contentType: 'text/csv' },
      400: error('Bad period or table'),
      401: error('No session'),
    },
  },
  {
    method: 'GET',
    path: '/api/orders/:id/picks',
    service: 'orders',
    audience: 'public',
    summary: "An order's pack credits: total, used and remaining per pack line, its collection and the works picked",
    responses: { 200: { description: 'The credits', schema: OrderPicksSchema }, 404: error('Unknown order') },
  },
  {
    method: 'POST',
    path: '/api/orders/:id/picks',
    service: 'orders',
    audience: 'public',
    summary: 'Spend pack credits: each picked work becomes a download grant (30 days from the pick)',
    body: PickBodySchema,
    responses: {
      200: { description: 'What was granted and what is left', schema: PickResultSchema },
      400: error('A work that is not in the collection or cannot be bought'),
      404: error('Unknown order'),
      409: error('More picks than credits left'),
    },
  },
  {
    method: 'GET',
    path: '/api/orders/:id/commissions',
    service: 'orders',
    audience: 'public',
    summary: "The order's custom-logo commissions: state, brief and, once delivered, the files' links",
    responses: {
      200: { description: 'The commissions (none for an order without a logo)', schema: OrderCommissionsSchema },
      404: error('Unknown order'),
    },
  },
  {
    method: 'PUT',
    path: '/api/orders/:id/commissions/:commissionId/brief',
    service: 'orders',
    audience: 'public',
    summary: "Write or change a logo commission's brief (until the curator starts work)",
    body: CommissionBriefBodySchema,
    responses: {
      200: { description: 'The commission with its brief', schema: PublicCommissionSchema },
      400: error('A field is missing or too long'),
      404: error('Unknown order or commission'),
      409: error('Work has started: the brief is frozen'),
    },
  },
  {
    method: 'GET',
    path: '/api/commissions',
    service: 'orders',
    audience: 'admin',
    summary: 'Logo commissions, oldest first, optionally of one status, with counts per status',
    query: ListCommissionsQuerySchema,
    responses: {
      200: { description: 'The commissions', schema: CommissionListSchema },
      400: error('Unknown status'),
      401: error('No session'),
    },
  },
  {
    method: 'GET',
    path: '/api/commissions/:id',
    service: 'orders',
    audience: 'admin',
    summary: 'A commission with its order number, buyer, brief and files',
    responses: {
      200: { description: 'The commission', schema: CommissionDetailSchema },
      401: error('No session'),
      404: error('Unknown commission'),
    },
  },
  {
    method: 'POST',
    path: '/api/commissions/:id/files',
    service: 'orders',
    audience: 'admin',
    summary: 'Upload finished files (PNG, JPEG, SVG, PDF, ZIP; field `files`, one or several); starts the work',
    bodyKind: 'multipart',
    fileField: 'files',
    responses: {
      201: { description: 'The commission with its files', schema: CommissionDetailSchema },
      400: error('No file'),
      401: error('No session'),
      404: error('Unknown commission'),
      409: error('Already delivered'),
      413: error('A file is too large'),
      415: error('A file is not PNG, JPEG, SVG, PDF or ZIP'),
    },
  },
  {
    method: 'DELETE',
    path: '/api/commissions/:id/files/:fileId',
    service: 'orders',
    audience: 'admin',
    summary: 'Remove an uploaded file before delivery',
    responses: {
      204: { description: 'Removed' },
      401: error('No session'),
      404: error('Unknown commission or file'),
      409: error('Already delivered'),
    },
  },
  {
    method: 'POST',
    path: '/api/commissions/:id/deliver',
    service: 'orders',
    audience: 'admin',
    summary: 'Deliver the files: each becomes a download grant of the order (30 days); idempotent',
    responses: {
      200: { description: 'The delivered commission', schema: CommissionDetailSchema },
      401: error('No session'),
      404: error('Unknown commission'),
      409: error('No file to deliver'),
    },
  },
  {
    method: 'GET',
    path: '/api/orders/:id',
    service: 'orders',
    audience: 'public',
    summary: 'An order by its unguessable id',
    responses: { 200: { description: 'The order', schema: OrderSchema }, 404: error('Unknown order') },
  },
  {
    method: 'GET',
    path: '/api/orders/:id/receipt',
    service: 'orders',
    audience: 'public',
    summary: "An order's printable receipt by its unguessable id: lines, subtotal, discount, tax, total, state, links",
    responses: {
      200: { description: 'The receipt', schema: PublicReceiptSchema },
      404: error('Unknown order'),
    },
  },
  {
    method: 'GET',
    path: '/api/downloads/:token',
    service: 'orders',
    audience: 'public',
    summary: 'Download a purchased original',
    responses: {
      200: { description: 'The original file as an attachment', contentType: 'application/octet-stream' },
      404: error('Unknown link'),
      410: error('Expired'),
    },
  },
  // Issue #14 "Lost links" and "Contact that arrives".
  {
    method: 'POST',
    path: '/api/downloads/resend',
    service: 'orders',
    audience: 'public',
    summary:
      'E-mail the links of the orders paid with this address (optionally one order) again; the same answer whether or not one exists',
    body: ResendLinksBodySchema,
    responses: {
      202: { description: 'Accepted (always the same message)', schema: ResendLinksAcceptedSchema },
      400: error('Not an e-mail address'),
      429: error('Too many requests from this client'),
    },
  },
  {
    method: 'POST',
    path: '/api/orders/:id/resend-links',
    service: 'orders',
    audience: 'admin',
    summary: 'E-mail the order’s live download links to its buyer again',
    responses: {
      202: { description: 'Queued; the address it goes to', schema: AdminResendLinksResultSchema },
      401: error('No session'),
      404: error('Unknown order'),
      409: error('The order has no usable e-mail address'),
    },
  },
  {
    method: 'POST',
    path: '/api/contact',
    service: 'notifications',
    audience: 'public',
    summary: 'Send a message to the artist: stored, shown in the dashboard Inbox and e-mailed (Reply-To the sender)',
    body: ContactBodySchema,
    responses: {
      201: { description: 'Stored; the e-mail to the artist is queued', schema: ContactAcceptedSchema },
      400: error('A field is missing, too long, not an e-mail address, or the message has too many links'),
      429: error('Too many messages from this client or address'),
    },
  },
  {
    method: 'GET',
    path: '/api/contact-messages',
    service: 'notifications',
    audience: 'admin',
    summary: 'The Inbox: contact messages newest first, with the unread count',
    query: ListContactMessagesQuerySchema,
    responses: {
      200: { description: 'A page of messages', schema: ContactMessageListSchema },
      401: error('No session'),
    },
  },
  {
    method: 'GET',
    path: '/api/contact-messages/:id',
    service: 'notifications',
    audience: 'admin',
    summary: 'One contact message',
    responses: {
      200: { description: 'The message', schema: ContactMessageSchema },
      400: error('Not a message id'),
      401: error('No session'),
      404: error('Unknown message'),
    },
  },
  {
    method: 'PATCH',
    path: '/api/contact-messages/:id',
    service: 'notifications',
    audience: 'admin',
    summary: 'Mark a contact message read or unread',
    body: MarkContactMessageBodySchema,
    responses: {
      200: { description: 'The message', schema: ContactMessageSchema },
      400: error('Bad body or id'),
      401: error('No session'),
      404: error('Unknown message'),
    },
  },
];
