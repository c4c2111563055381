// A stand-in for api-m.paypal.com in tests (STYLE: "PayPal is the one fake: a local HTTP stub of
// the Orders v2 endpoints the SDK calls"). It answers with PayPal-shaped JSON so the real SDK
// parses it, keeps orders in memory, honours PayPal-Request-Id and records every call.
import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeRoute = 'token' | 'create' | 'get' | 'capture' | 'refund' | 'verify-webhook';
export type FakeFailure =
  | 'INSTRUMENT_DECLINED'
  | 'ORDER_ALREADY_CAPTURED'
  | 'SERVICE_UNAVAILABLE'
  /** PayPal will not refund this capture. */
  | 'REFUND_NOT_ALLOWED';

/** A refund the fake made (POST /v2/payments/captures/{id}/refund). */
export interface FakeRefund {
  id: string;
  captureId: string;
  amountCents: number;
  requestId: string | undefined;
}
export interface FakePayer {
  email: string;
  givenName: string;
  surname: string;
}

export interface RecordedCall {
  route: FakeRoute | 'unknown';
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  requestId: string | undefined;
  /** Parsed JSON, or the form fields of the token call; undefined for an empty body. */
  body: unknown;
  status: number;
}

interface FakeOrder {
  id: string;
  status: 'CREATED' | 'APPROVED' | 'COMPLETED';
  intent: string;
  purchaseUnit: Record<string, unknown>;
  payer: FakePayer | null;
  captureId: string | null;
  createTime: string;
}

interface Reply {
  status: number;
  body: unknown;
}

export interface FakePayPal {
  url: string;
  calls: RecordedCall[];
  callsTo(route: FakeRoute): RecordedCall[];
  /** The next call to `route` answers with this failure instead of doing its work. */
  failNext(failure: FakeFailure, route?: FakeRoute): void;
  /** What the buyer does in the PayPal pop-up: CREATED → APPROVED. */
  approve(orderId: string, payer?: FakePayer): void;
  orderStatus(orderId: string): string | undefined;
  /**
   * The transmission headers PayPal would send with this webhook body for this webhook
   * id. The fake's verify-webhook-signature answers SUCCESS only for these headers, this webhook id
   * and this event; anything else is FAILURE, as PayPal does.
   */
  signWebhook(webhookId: string, rawBody: string): Record<string, string>;
  /** Forget issued tokens, as when PayPal expires or revokes one early: calls then get 401. */
  revokeTokens(): void;
  /** The refunds made of a capture, oldest first. */
  refundsOf(captureId: string): FakeRefund[];
  close(): Promise<void>;
}

export const FAKE_CLIENT_ID = 'fake-client-id';
export const FAKE_CLIENT_SECRET = 'fake-client-secret';
const WEBHOOK_SIGNING_KEY = randomBytes(32);

/** PayPal signs transmission id | time | webhook id | a digest of the event; so does the fake. */
function webhookSignature(transmissionId: string, time: string, webhookId: string, event: unknown): string {
  return createHmac('sha256', WEBHOOK_SIGNING_KEY)
    .update(`${transmissionId}|${time}|${webhookId}|${JSON.stringify(event)}`)
    .digest('base64');
}
const DEFAULT_PAYER: FakePayer = { email: 'buyer@example.com', givenName: 'Ada', surname: 'Lovelace' };

const hex = (bytes: number) => randomBytes(bytes).toString('hex').toUpperCase();
const error = (status: number, name: string, message: string, issue?: string): Reply => ({
  status,
  body: {
    name,
    message,
    debug_id: hex(6).toLowerCase(),
    ...(issue ? { details: [{ issue, description: `${issue} (fake PayPal)` }] } : {}),
  },
});
const UNPROCESSABLE =
  'The requested action could not be performed, semantically incorrect, or failed business validation.';
const FAILURES: Record<FakeFailure, () => Reply> = {
  INSTRUMENT_DECLINED: () => error(422, 'UNPROCESSABLE_ENTITY', UNPROCESSABLE, 'INSTRUMENT_DECLINED'),
  ORDER_ALREADY_CAPTURED: () => error(422, 'UNPROCESSABLE_ENTITY', UNPROCESSABLE, 'ORDER_ALREADY_CAPTURED'),
  SERVICE_UNAVAILABLE: () => error(503, 'SERVICE_UNAVAILABLE', 'Service Unavailable.'),
  REFUND_NOT_ALLOWED: () => error(422, 'UNPROCESSABLE_ENTITY', UNPROCESSABLE, 'REFUND_NOT_ALLOWED'),
};

export async function startFakePayPal(options: { autoApprove?: boolean } = {}): Promise<FakePayPal> {
  const orders = new Map<string, FakeOrder>();
  const tokens = new Set<string>();
  const failures: { route: FakeRoute; failure: FakeFailure }[] = [];
  // PayPal replays the first answer for a repeated PayPal-Request-Id (failures are not kept).
  const replies = new Map<string, Reply>();
  const calls: RecordedCall[] = [];
  const refunds: FakeRefund[] = [];
  let url = '';

  const toJson = (o: FakeOrder) => ({
    id: o.id,
    intent: o.intent,
    status: o.status,
    create_time: o.createTime,
    purchase_units: [
      {
        ...o.purchaseUnit,
        ...(o.captureId === null
          ? {}
          : {
              payments: {
                captures: [
                  {
                    id: o.captureId,
                    status: 'COMPLETED',
                    amount:
                      o.purchaseUnit['amount'] !== undefined
                        ? { currency_code: 'USD', value: (o.purchaseUnit['amount'] as { value: string }).value }
                        : undefined,
                    final_capture: true,
                    create_time: new Date().toISOString(),
                  },
                ],
              },
            }),
      },
    ],
    ...(o.payer === null || o.status === 'CREATED'
      ? {}
      : {
          payer: {
            name: { given_name: o.payer.givenName, surname: o.payer.surname },
            email_address: o.payer.email,
            payer_id: 'FAKEPAYER01',
          },
          payment_source: { paypal: { email_address: o.payer.email, account_id: 'FAKEPAYER01' } },
        }),
    links: [
      { href: `${url}/v2/checkout/orders/${o.id}`, rel: 'self', method: 'GET' },
      { href: `https://www.sandbox.paypal.com/checkoutnow?token=${o.id}`, rel: 'approve', method: 'GET' },
    ],
  });

  function handle(route: FakeRoute, req: IncomingMessage, body: unknown, orderId: string): Reply {
    if (route === 'token') {
      const expected = `Basic ${Buffer.from(`${FAKE_CLIENT_ID}:${FAKE_CLIENT_SECRET}`).toString('base64')}`;
      const grant = (body as Record<string, string> | undefined)?.['grant_type'];
      if (req.headers.authorization !== expected || grant !== 'client_credentials') {
        return { status: 401, body: { error: 'invalid_client', error_description: 'Client Authentication failed' } };
      }
      const token = `A21AA.fake.${hex(12)}`;
      tokens.add(token);
      return {
        status: 200,
        body: {
          scope: 'https://uri.paypal.com/services/payments/payment',
          access_token: token,
          token_type: 'Bearer',
          app_id: 'APP-FAKE',
          expires_in: 32400,
          nonce: hex(8),
        },
      };
    }
    if (route === 'create') return createOrder(body);
    if (route === 'refund') return refund(orderId, body, req.headers['paypal-request-id'] as string | undefined);
    if (route === 'verify-webhook') return verifyWebhook(body);
    const order = orders.get(orderId);
    if (!order) {
      return error(404, 'RESOURCE_NOT_FOUND', 'The specified resource does not exist.', 'INVALID_RESOURCE_ID');
    }
    if (route === 'get') return { status: 200, body: toJson(order) };
    if (order.status === 'COMPLETED') return FAILURES.ORDER_ALREADY_CAPTURED();
    if (order.status !== 'APPROVED') return error(422, 'UNPROCESSABLE_ENTITY', UNPROCESSABLE, 'ORDER_NOT_APPROVED');
    order.status = 'COMPLETED';
    order.captureId = hex(9).slice(0, 17);
    return { status: 201, body: toJson(order) };
  }

  /** Like PayPal: no body refunds what is left; more than is left is REFUND_AMOUNT_EXCEEDED. */
  function refund(captureId: string, body: unknown, requestId: string | undefined): Reply {
    const order = [...orders.values()].find((o) => o.captureId === captureId);
    if (!order) {
      return error(404, 'RESOURCE_NOT_FOUND', 'The specified resource does not exist.', 'INVALID_RESOURCE_ID');
    }
    const captured = Math.round(Number((order.purchaseUnit['amount'] as { value: string }).value) * 100);
    const left = captured - refunds.filter((r) => r.captureId === captureId).reduce((sum, r) => sum + r.amountCents, 0);
    if (left <= 0) return error(422, 'UNPROCESSABLE_ENTITY', UNPROCESSABLE, 'CAPTURE_FULLY_REFUNDED');
    const value = (body as { amount?: { value?: unknown } } | undefined)?.amount?.value;
    const amountCents = typeof value === 'string' ? Math.round(Number(value) * 100) : left;
    if (amountCents > left) return error(422, 'UNPROCESSABLE_ENTITY', UNPROCESSABLE, 'REFUND_AMOUNT_EXCEEDED');
    const made: FakeRefund = { id: hex(9).slice(0, 17), captureId, amountCents, requestId };
    refunds.push(made);
    return {
      status: 201,
      body: {
        id: made.id,
        status: 'COMPLETED',
        amount: { currency_code: 'USD', value: (amountCents / 100).toFixed(2) },
        create_time: new Date().toISOString(),
        links: [{ href: `${url}/v2/payments/refunds/${made.id}`, rel: 'self', method: 'GET' }],
      },
    };
  }

  function verifyWebhook(body: unknown): Reply {
    const b = (body ?? {}) as Record<string, unknown>;
    const fields = ['auth_algo', 'cert_url', 'transmission_id', 'transmission_sig', 'transmission_time', 'webhook_id'];
    if (fields.some((field) => typeof b[field] !== 'string') || typeof b['webhook_event'] !== 'object') {
      return error(400, 'VALIDATION_ERROR', 'Invalid request - see details', 'MISSING_REQUIRED_PARAMETER');
    }
    const expected = webhookSignature(
      b['transmission_id'] as string,
      b['transmission_time'] as string,
      b['webhook_id'] as string,
      b['webhook_event'],
    );
    return {
      status: 200,
      body: { verification_status: b['transmission_sig'] === expected ? 'SUCCESS' : 'FAILURE' },
    };
  }

  function createOrder(body: unknown): Reply {
    const b = (body ?? {}) as { intent?: unknown; purchase_units?: unknown };
    const unit = Array.isArray(b.purchase_units) ? (b.purchase_units[0] as Record<string, unknown>) : undefined;
    const amount = unit?.['amount'] as { value?: unknown } | undefined;
    if ((b.intent !== 'CAPTURE' && b.intent !== 'AUTHORIZE') || typeof amount?.value !== 'string') {
      return error(
        400,
        'INVALID_REQUEST',
        'Request is not well-formed, syntactically incorrect, or violates schema.',
        'MISSING_REQUIRED_PARAMETER',
      );
    }
    if (!breakdownAddsUp(amount)) {
      return error(
        422,
        'UNPROCESSABLE_ENTITY',
        'The requested action could not be performed, semantically incorrect, or failed business validation.',
        'AMOUNT_MISMATCH',
      );
    }
    const order: FakeOrder = {
      id: hex(9).slice(0, 17),
      status: options.autoApprove ? 'APPROVED' : 'CREATED',
      intent: b.intent,
      purchaseUnit: { reference_id: 'default', ...unit },
      payer: options.autoApprove ? DEFAULT_PAYER : null,
      captureId: null,
      createTime: new Date().toISOString(),
    };
    orders.set(order.id, order);
    return { status: 201, body: toJson(order) };
  }

  function route(method: string, path: string): { route: FakeRoute | 'unknown'; orderId: string } {
    if (method === 'POST' && path === '/v1/oauth2/token') return { route: 'token', orderId: '' };
    if (method === 'POST' && path === '/v2/checkout/orders') return { route: 'create', orderId: '' };
    if (method === 'POST' && path === '/v1/notifications/verify-webhook-signature') {
      return { route: 'verify-webhook', orderId: '' };
    }
    const m = /^\/v2\/checkout\/orders\/([^/]+)(\/capture)?$/.exec(path);
    const orderId = decodeURIComponent(m?.[1] ?? '');
    if (m && method === 'GET' && !m[2]) return { route: 'get', orderId };
    if (m && method === 'POST' && m[2]) return { route: 'capture', orderId };
    // The capture id stands where the order id does, so replays are keyed on it.
    const refund = /^\/v2\/payments\/captures\/([^/]+)\/refund$/.exec(path);
    if (refund && method === 'POST') return { route: 'refund', orderId: decodeURIComponent(refund[1] ?? '') };
    return { route: 'unknown', orderId: '' };
  }

  function respond(req: IncomingMessage, raw: string): Reply & { call: Omit<RecordedCall, 'status'> } {
    const path = new URL(req.url ?? '/', 'http://fake').pathname;
    const { route: r, orderId } = route(req.method ?? 'GET', path);
    const requestId = req.headers['paypal-request-id'] as string | undefined;
    let body: unknown;
    try {
      body = raw === '' ? undefined : r === 'token' ? Object.fromEntries(new URLSearchParams(raw)) : JSON.parse(raw);
    } catch {
      const call = { route: r, method: req.method ?? '', path, headers: req.headers, requestId, body: raw };
      return { ...error(400, 'INVALID_REQUEST', 'Request is not well-formed.', 'MALFORMED_REQUEST_JSON'), call };
    }
    const call = { route: r, method: req.method ?? '', path, headers: req.headers, requestId, body };
    if (r === 'unknown') return { ...error(404, 'NOT_FOUND', `no fake for ${req.method} ${path}`), call };
    if (r !== 'token' && !tokens.has((req.headers.authorization ?? '').replace(/^Bearer /, ''))) {
      return {
        ...error(
          401,
          'AUTHENTICATION_FAILURE',
          'Authentication failed due to invalid authentication credentials or a missing Authorization header.',
        ),
        call,
      };
    }
    const injected = failures.findIndex((f) => f.route === r);
    const failure = failures.splice(injected, injected >= 0 ? 1 : 0)[0]?.failure;
    if (failure !== undefined) return { ...FAILURES[failure](), call };
    const key = requestId === undefined ? undefined : `${r}:${orderId}:${requestId}`;
    const replay = key === undefined ? undefined : replies.get(key);
    if (replay) return { ...replay, call };
    const reply = handle(r, req, body, orderId);
    if (key !== undefined && reply.status < 300) replies.set(key, reply);
    return { ...reply, call };
  }

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const reply = respond(req, Buffer.concat(chunks).toString('utf8'));
      calls.push({ ...reply.call, status: reply.status });
      res.writeHead(reply.status, { 'content-type': 'application/json', 'paypal-debug-id': hex(6).toLowerCase() });
      res.end(JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    calls,
    callsTo: (r) => calls.filter((c) => c.route === r),
    failNext: (failure, r = 'capture') => void failures.push({ route: r, failure }),
    approve(orderId, payer = DEFAULT_PAYER) {
      const order = orders.get(orderId);
      if (order?.status !== 'CREATED') throw new Error(`fake PayPal: cannot approve ${orderId}`);
      order.status = 'APPROVED';
      order.payer = payer;
    },
    orderStatus: (orderId) => orders.get(orderId)?.status,
    signWebhook(webhookId, rawBody) {
      const transmissionId = randomUUID();
      const time = new Date().toISOString();
      return {
        'paypal-auth-algo': 'SHA256withRSA',
        'paypal-cert-url': 'https://api.sandbox.paypal.com/v1/notifications/certs/CERT-fake',
        'paypal-transmission-id': transmissionId,
        'paypal-transmission-sig': webhookSignature(transmissionId, time, webhookId, JSON.parse(rawBody)),
        'paypal-transmission-time': time,
      };
    },
    revokeTokens: () => tokens.clear(),
    refundsOf: (captureId) => refunds.filter((r) => r.captureId === captureId),
    close: () =>
      new Promise<void>((resolve) => {
        if (!server.listening) return resolve();
        server.close(() => resolve());
        // The SDK's axios keeps sockets alive; without this close() waits for them to time out.
        server.closeAllConnections();
      }),
  };
}

/** Like PayPal: amount = item_total − discount + tax_total when a breakdown is sent (a promo code). */
function breakdownAddsUp(amount: { value?: unknown; breakdown?: unknown }): boolean {
  const breakdown = amount.breakdown as Record<string, { value?: unknown } | undefined> | undefined;
  if (breakdown === undefined) return true;
  const cents = (money: { value?: unknown } | undefined) =>
    typeof money?.value === 'string' ? Math.round(Number(money.value) * 100) : 0;
  const expected = cents(breakdown['item_total']) - cents(breakdown['discount']) + cents(breakdown['tax_total']);
  return expected === cents(amount);
}
