import { describe, expect, it } from 'vitest';
import { EVENTS } from '@shop/contracts';
import { buildOpenApiDocument } from './openapi-document.js';

// The operations /docs listed before it was generated from the declarations, captured from the hand-written API_ROUTES list:
// the generated document lists every one of them (it may list more, never fewer).
const OPERATIONS_BEFORE_24 = [
  'DELETE /api/artworks/{id}',
  'DELETE /api/commissions/{id}/files/{fileId}',
  'GET /api/artworks',
  'GET /api/artworks/{id}/ocr-findings',
  'GET /api/artworks/by-short-id/{shortId}',
  'GET /api/auth/me',
  'GET /api/commissions',
  'GET /api/commissions/{id}',
  'GET /api/contact-messages',
  'GET /api/contact-messages/{id}',
  'GET /api/downloads/{token}',
  'GET /api/files/{filename}',
  'GET /api/galleries',
  'GET /api/galleries/category/{category}',
  'GET /api/layout',
  'GET /api/ocr/queue',
  'GET /api/orders',
  'GET /api/orders/{id}',
  'GET /api/orders/{id}/admin',
  'GET /api/orders/{id}/commissions',
  'GET /api/orders/{id}/picks',
  'GET /api/orders/{id}/receipt',
  'GET /api/paypal/config',
  'GET /api/promo-codes',
  'GET /api/sales',
  'GET /api/sales/export',
  'GET /api/settings/preview-version',
  'GET /api/settings/watermark',
  'GET /api/words',
  'PATCH /api/artworks/{id}',
  'PATCH /api/contact-messages/{id}',
  'PATCH /api/promo-codes/{id}',
  'POST /api/artworks/batch',
  'POST /api/artworks/upload',
  'POST /api/auth/login',
  'POST /api/auth/logout',
  'POST /api/commissions/{id}/deliver',
  'POST /api/commissions/{id}/files',
  'POST /api/contact',
  'POST /api/downloads/resend',
  'POST /api/orders',
  'POST /api/orders/{id}/grants/{grantId}/extend',
  'POST /api/orders/{id}/grants/{grantId}/revoke',
  'POST /api/orders/{id}/picks',
  'POST /api/orders/{id}/refunds',
  'POST /api/orders/{id}/resend-links',
  'POST /api/paypal/quote',
  'POST /api/paypal/webhooks',
  'POST /api/promo-codes',
  'POST /api/words',
  'POST /paypal/order',
  'POST /paypal/order/{orderID}/capture',
  'PUT /api/artworks/{id}/file',
  'PUT /api/layout',
  'PUT /api/orders/{id}/commissions/{commissionId}/brief',
  'PUT /api/settings/watermark',
];

interface Operation {
  operationId?: string;
  security?: unknown[];
  responses: Record<string, { content?: Record<string, unknown> }>;
}

const document = buildOpenApiDocument();
const operations = Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
  Object.entries(item as Record<string, Operation>).map(([method, op]) => ({
    key: `${method.toUpperCase()} ${path}`,
    op,
  })),
);
const operation = (key: string) => {
  const found = operations.find((o) => o.key === key);
  if (!found) throw new Error(`${key} is not documented`);
  return found.op;
};

describe('the OpenAPI document', () => {
  it('lists every operation it listed before the declarations, and no internal one', () => {
    const keys = operations.map((o) => o.key);
    expect(keys).toEqual(expect.arrayContaining(OPERATIONS_BEFORE_24));
    expect(keys.filter((key) => key.includes('/internal/'))).toEqual([]);
  });

  it('gives each operation a unique operationId and a security list', () => {
    const ids = operations.map((o) => o.op.operationId);
    expect(new Set(ids).size).toBe(operations.length);
    for (const { key, op } of operations) expect(op.security, key).toBeInstanceOf(Array);
  });

  // A public read that takes nothing (GET /api/galleries) has no 4xx to declare; everything else does.
  it('declares an error answer for every operation that takes input or credentials', () => {
    const needsCredentials = (op: Operation) =>
      (op.security ?? []).length > 0 && (op.security ?? []).every((r) => Object.keys(r as object).length > 0);
    const withInput = (op: Operation & { parameters?: unknown[]; requestBody?: unknown }) =>
      (op.parameters?.length ?? 0) > 0 || op.requestBody !== undefined || needsCredentials(op);
    const withoutError = operations.filter(({ op }) => !Object.keys(op.responses).some((s) => s.startsWith('4')));
    for (const { key, op } of withoutError) expect(withInput(op), key).toBe(false);
    expect(withoutError.map((o) => o.key).sort()).toEqual([
      'GET /api/about-page',
      'GET /api/country-taxes',
      'GET /api/galleries',
      'GET /api/layout',
      'GET /api/library/policy',
      'GET /api/licences',
      'GET /api/paypal/config',
      'GET /api/policies',
      'GET /api/pricing/art-range',
      'GET /api/settings/preview-version',
      'GET /api/shop-identity',
      'GET /api/shop-identity/seller',
      'GET /api/shop-identity/time-zone',
    ]);
  });

  it('says curator operations need the session and checkout ones may prove the buyer by cookie', () => {
    expect(operation('GET /api/orders').security).toEqual([{ curatorSession: [] }]);
    expect(operation('GET /api/galleries').security).toEqual([]);
    expect(operation('POST /paypal/order/{orderID}/capture').security).toEqual([{}, { checkoutCookie: [] }]);
  });

  it("documents taking a pack's rule back to the default, for the curator only", () => {
    const reset = operation('DELETE /api/pack-rules/{packageId}');
    expect(reset.security).toEqual([{ curatorSession: [] }]);
    expect(Object.keys(reset.responses)).toEqual(expect.arrayContaining(['200', '401', '404']));
  });

  it('documents marking an OCR misreading and counting them, for the curator only', () => {
    const mark = operation('POST /api/artworks/{id}/ocr-misreads');
    expect(mark.security).toEqual([{ curatorSession: [] }]);
    expect(Object.keys(mark.responses)).toEqual(expect.arrayContaining(['200', '400', '401', '404', '409']));
    expect(operation('GET /api/ocr/misreads').security).toEqual([{ curatorSession: [] }]);
  });

  it('declares what the services really answer (what a review found them to answer)', () => {
    expect(Object.keys(operation('POST /api/orders').responses)).toEqual(expect.arrayContaining(['200', '201', '402']));
    expect(Object.keys(operation('GET /api/downloads/{token}').responses['200']?.content ?? {})).toContain('image/png');
    expect(Object.keys(operation('POST /api/auth/login').responses)).toEqual(expect.arrayContaining(['400', '401']));
    expect(Object.keys(operation('GET /api/galleries/category/{category}').responses)).toEqual(
      expect.arrayContaining(['400', '404']),
    );
    const mismatch = JSON.stringify(operation('POST /paypal/order').responses['409']);
    expect(mismatch).toContain('subtotal');
  });
});

describe('the x-events extension', () => {
  it('lists every declared job with its queue and the JSON Schema of its payload', () => {
    const events = (document as { 'x-events'?: { queue: string; job: string; payload: { type?: string } }[] })[
      'x-events'
    ];
    expect(events?.map((event) => `${event.queue} ${event.job}`)).toEqual(
      EVENTS.map((event) => `${event.queue} ${event.job}`),
    );
    expect(events?.find((event) => event.job === 'order-paid')?.payload.type).toBe('object');
  });
});
