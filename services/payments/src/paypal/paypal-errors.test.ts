import { describe, expect, it } from 'vitest';
import { needsFreshClient, toPaymentProviderError } from './paypal-errors.js';

// Shapes of what the SDK throws: ApiError has statusCode, request, result (parsed only for
// statuses a controller lists in throwOn) and the raw text body; axios errors have config + code.
const apiError = (statusCode: number, body: unknown, url = 'http://x/v2/checkout/orders/1/capture') => ({
  statusCode,
  request: { url, headers: { Authorization: 'Bearer secret' } },
  result: undefined,
  body: typeof body === 'string' ? body : JSON.stringify(body),
});
const paypalBody = (name: string, issue?: string) => ({
  name,
  message: `${name} message`,
  debug_id: 'abc123',
  ...(issue ? { details: [{ issue, description: `${issue} description` }] } : {}),
});

describe('toPaymentProviderError', () => {
  it.each([
    [422, 'UNPROCESSABLE_ENTITY', 'INSTRUMENT_DECLINED', 'declined'],
    [422, 'UNPROCESSABLE_ENTITY', 'ORDER_ALREADY_CAPTURED', 'already_captured'],
    [422, 'UNPROCESSABLE_ENTITY', 'ORDER_NOT_APPROVED', 'expired_or_not_approved'],
    [422, 'UNPROCESSABLE_ENTITY', 'ORDER_EXPIRED', 'expired_or_not_approved'],
    [404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID', 'not_found'],
    [422, 'UNPROCESSABLE_ENTITY', 'AMOUNT_MISMATCH', 'invalid'],
    [400, 'INVALID_REQUEST', 'MALFORMED_REQUEST_JSON', 'invalid'],
    [422, 'UNPROCESSABLE_ENTITY', 'constructor', 'invalid'],
    [503, 'SERVICE_UNAVAILABLE', undefined, 'unavailable'],
    [429, 'RATE_LIMIT_REACHED', undefined, 'unavailable'],
  ] as const)('%i %s/%s → %s', (status, name, issue, kind) => {
    const err = toPaymentProviderError(apiError(status, paypalBody(name, issue)));
    expect(err).toMatchObject({ kind, code: issue ?? name, httpStatus: status, debugId: 'abc123' });
  });

  it('retries a request whose twin with the same request id is still in progress', () => {
    const err = toPaymentProviderError(
      apiError(422, paypalBody('UNPROCESSABLE_ENTITY', 'PREVIOUS_REQUEST_IN_PROGRESS')),
    );
    expect(err).toMatchObject({ kind: 'unavailable', retryable: true, code: 'PREVIOUS_REQUEST_IN_PROGRESS' });
  });

  it('prefers the parsed result when the SDK filled it', () => {
    const err = toPaymentProviderError({
      ...apiError(422, ''),
      result: paypalBody('UNPROCESSABLE_ENTITY', 'INSTRUMENT_DECLINED'),
    });
    expect(err.kind).toBe('declined');
  });

  it('falls back to the status for a non-JSON body', () => {
    expect(toPaymentProviderError(apiError(502, '<html>Bad gateway</html>'))).toMatchObject({
      kind: 'unavailable',
      retryable: true,
      message: 'PayPal answered HTTP 502',
    });
    expect(toPaymentProviderError(apiError(404, '')).kind).toBe('not_found');
  });

  it('treats a 2xx it cannot read as unavailable and not retryable', () => {
    expect(toPaymentProviderError(apiError(201, { id: 1 }))).toMatchObject({
      kind: 'unavailable',
      retryable: false,
      code: 'UNREADABLE_RESPONSE',
    });
  });

  it('retries a refused token on an API call but not refused credentials', () => {
    expect(toPaymentProviderError(apiError(401, paypalBody('AUTHENTICATION_FAILURE'))).retryable).toBe(true);
    const creds = apiError(
      401,
      { error: 'invalid_client', error_description: 'Client Authentication failed' },
      'http://x/v1/oauth2/token',
    );
    expect(toPaymentProviderError(creds)).toMatchObject({
      kind: 'unavailable',
      retryable: false,
      code: 'invalid_client',
    });
  });

  it('treats no answer at all as retryable unavailable', () => {
    const network = Object.assign(new Error('connect ECONNREFUSED'), {
      code: 'ECONNREFUSED',
      config: { url: 'http://x' },
    });
    expect(toPaymentProviderError(network)).toMatchObject({
      kind: 'unavailable',
      retryable: true,
      code: 'ECONNREFUSED',
    });
  });

  it('keeps nothing of the SDK error that could hold the bearer token', () => {
    const err = toPaymentProviderError(apiError(503, paypalBody('SERVICE_UNAVAILABLE')));
    expect(err.cause).toBeUndefined();
    expect(JSON.stringify({ ...err, message: err.message })).not.toContain('secret');
  });
});

describe('needsFreshClient', () => {
  it('is true after a failed token fetch or a refused token only', () => {
    expect(needsFreshClient(apiError(503, '', 'http://x/v1/oauth2/token'))).toBe(true);
    expect(needsFreshClient({ code: 'ECONNRESET', config: { url: 'http://x/v1/oauth2/token' } })).toBe(true);
    expect(needsFreshClient(apiError(401, ''))).toBe(true);
    expect(needsFreshClient(apiError(503, ''))).toBe(false);
    expect(needsFreshClient(apiError(422, ''))).toBe(false);
  });
});
