import { ArgumentsValidationError } from '@paypal/paypal-server-sdk';
import { PaymentProviderError, type PaymentProviderErrorKind } from './payment-provider.js';

// No SDK or axios error is kept as `cause`: they carry the request, whose headers hold the bearer
// token (or Basic credentials on the token call), and loggers serialize causes.

// PayPal puts the specific reason in `details[].issue` and a generic class in `name`
// (a decline is `name: UNPROCESSABLE_ENTITY, details: [{issue: INSTRUMENT_DECLINED}]`), so issues
// are looked up first, then the name, then the HTTP status.
const KIND_BY_CODE = new Map<string, PaymentProviderErrorKind>(
  Object.entries({
    INSTRUMENT_DECLINED: 'declined',
    TRANSACTION_REFUSED: 'declined',
    CARD_EXPIRED: 'declined',
    PAYER_CANNOT_PAY: 'declined',
    REDIRECT_PAYER_FOR_ALTERNATE_FUNDING: 'declined',
    MAX_NUMBER_OF_PAYMENT_ATTEMPTS_EXCEEDED: 'declined',
    ORDER_ALREADY_CAPTURED: 'already_captured',
    // Completed or voided: the service should read the order (getOrder) to learn which.
    ORDER_COMPLETED_OR_VOIDED: 'already_captured',
    RESOURCE_NOT_FOUND: 'not_found',
    INVALID_RESOURCE_ID: 'not_found',
    ORDER_NOT_APPROVED: 'expired_or_not_approved',
    ORDER_EXPIRED: 'expired_or_not_approved',
    PAYER_ACTION_REQUIRED: 'expired_or_not_approved',
    UNPROCESSABLE_ENTITY: 'invalid',
    INVALID_REQUEST: 'invalid',
    VALIDATION_ERROR: 'invalid',
    INTERNAL_SERVER_ERROR: 'unavailable',
    SERVICE_UNAVAILABLE: 'unavailable',
    RATE_LIMIT_REACHED: 'unavailable',
    // A concurrent call with the same PayPal-Request-Id is still running (two captures of one
    // order racing): waiting and sending the same id again gets its answer replayed.
    PREVIOUS_REQUEST_IN_PROGRESS: 'unavailable',
    // Refunds of a capture (POST /v2/payments/captures/{id}/refund).
    CAPTURE_FULLY_REFUNDED: 'refund_exceeds_capture',
    REFUND_AMOUNT_EXCEEDED: 'refund_exceeds_capture',
    REFUND_NOT_ALLOWED: 'refund_refused',
    REFUND_NOT_PERMITTED_DUE_TO_CHARGEBACK: 'refund_refused',
    REFUND_TIME_LIMIT_EXCEEDED: 'refund_refused',
    REFUND_FAILED_INSUFFICIENT_FUNDS: 'refund_refused',
    PENDING_CAPTURE: 'refund_refused',
    TRANSACTION_DISABLED: 'refund_refused',
  } satisfies Record<string, PaymentProviderErrorKind>),
);

interface PayPalErrorBody {
  name?: string;
  message?: string;
  debugId?: string;
  issues: { issue: string; description?: string }[];
}

/** The SDK's ApiError, duck-typed so a second copy of the SDK (CJS next to ESM) still matches. */
function asApiError(err: unknown): { statusCode: number; result: unknown } | undefined {
  if (typeof err !== 'object' || err === null) return undefined;
  const { statusCode, result, body } = err as { statusCode?: unknown; result?: unknown; body?: unknown };
  if (typeof statusCode !== 'number') return undefined;
  // The SDK parses the error body into `result` only for statuses the controller lists in
  // throwOn (e.g. 422 on capture); a 503 there, or any 5xx on create, leaves just the text body.
  if (result === undefined && typeof body === 'string') {
    try {
      return { statusCode, result: JSON.parse(body) as unknown };
    } catch {
      // An HTML error page from a proxy: the status code is all there is.
    }
  }
  return { statusCode, result };
}

function readBody(result: unknown): PayPalErrorBody {
  const body: PayPalErrorBody = { issues: [] };
  if (typeof result !== 'object' || result === null) return body;
  const r = result as Record<string, unknown>;
  // OAuth errors use `error` / `error_description` instead of `name` / `message`.
  const name = r['name'] ?? r['error'];
  const message = r['message'] ?? r['error_description'];
  if (typeof name === 'string') body.name = name;
  if (typeof message === 'string') body.message = message;
  if (typeof r['debug_id'] === 'string') body.debugId = r['debug_id'];
  if (Array.isArray(r['details'])) {
    for (const d of r['details'] as unknown[]) {
      const { issue, description } = (d ?? {}) as { issue?: unknown; description?: unknown };
      if (typeof issue === 'string') {
        body.issues.push(typeof description === 'string' ? { issue, description } : { issue });
      }
    }
  }
  return body;
}

const TOKEN_PATH = '/v1/oauth2/token';

/** The URL of the HTTP call that failed: SDK errors carry `request`, axios errors `config`. */
function failedUrl(err: unknown): string | undefined {
  const e = (err ?? {}) as { request?: { url?: unknown }; config?: { url?: unknown } };
  const url = e.request?.url ?? e.config?.url;
  return typeof url === 'string' ? url : undefined;
}

/**
 * The SDK keeps the OAuth token as one promise shared by every call of a Client; once a token
 * fetch has failed, that rejected promise is handed to every later call, and a token PayPal
 * revoked early is sent until its expiry. After either, only a new Client recovers.
 */
export function needsFreshClient(err: unknown): boolean {
  const status = (err as { statusCode?: unknown } | null)?.statusCode;
  return status === 401 || (failedUrl(err)?.includes(TOKEN_PATH) ?? false);
}

function kindForStatus(status: number): PaymentProviderErrorKind {
  if (status === 404) return 'not_found';
  // 401/403 mean our credentials or account are wrong: the shopper can do nothing about it, the
  // service answers 503 and an operator reads the log.
  if (status === 401 || status === 403 || status === 429 || status >= 500) return 'unavailable';
  return 'invalid';
}

export function toPaymentProviderError(err: unknown): PaymentProviderError {
  if (err instanceof PaymentProviderError) return err;
  if (err instanceof ArgumentsValidationError) {
    return new PaymentProviderError('invalid', err.message, { code: 'SDK_ARGUMENTS_INVALID' });
  }
  const api = asApiError(err);
  if (api !== undefined && api.statusCode < 400) {
    // ResponseValidationError: PayPal said yes but the body did not fit the SDK's schema. Not
    // retryable (a replay returns the same body); after a capture the service must getOrder().
    const message = err instanceof Error ? err.message : 'unreadable answer';
    return new PaymentProviderError('unavailable', `PayPal answered HTTP ${api.statusCode}: ${message}`, {
      code: 'UNREADABLE_RESPONSE',
      httpStatus: api.statusCode,
    });
  }
  if (api === undefined) {
    // No HTTP answer at all: connection refused or reset, DNS, timeout. Safe to retry because
    // every mutating call carries the same PayPal-Request-Id.
    const message = err instanceof Error ? err.message : String(err);
    const code = (err as { code?: unknown } | null)?.code;
    return new PaymentProviderError('unavailable', `PayPal unreachable: ${message}`, {
      retryable: true,
      ...(typeof code === 'string' ? { code } : {}),
    });
  }
  const body = readBody(api.result);
  const issue = body.issues.map((i) => i.issue).find((c) => KIND_BY_CODE.has(c));
  const kind = KIND_BY_CODE.get(issue ?? body.name ?? '') ?? kindForStatus(api.statusCode);
  const first = body.issues[0];
  // Log the specific reason (AMOUNT_MISMATCH…) even when only the generic name decided the kind.
  const code = issue ?? first?.issue ?? body.name;
  const message = first?.description ?? body.message ?? `PayPal answered HTTP ${api.statusCode}`;
  return new PaymentProviderError(kind, message, {
    httpStatus: api.statusCode,
    // A 401 on an API call means our cached token was refused; a fresh client fetches a new one.
    // A 401 from the token endpoint itself means wrong credentials: retrying cannot help.
    retryable:
      issue === 'PREVIOUS_REQUEST_IN_PROGRESS' ||
      api.statusCode >= 500 ||
      api.statusCode === 429 ||
      (api.statusCode === 401 && !(failedUrl(err)?.includes(TOKEN_PATH) ?? false)),
    ...(code !== undefined ? { code } : {}),
    ...(body.debugId !== undefined ? { debugId: body.debugId } : {}),
  });
}
