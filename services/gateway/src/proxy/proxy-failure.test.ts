import { RequestTimeout } from '@shop/platform';
import { describe, expect, it } from 'vitest';
import { proxyFailureOf } from './proxy-failure.js';

const withCode = (code: string, cause?: Error) => Object.assign(new Error(code, { cause }), { code });
const context = { upstream: 'catalog', isClientGone: false };

describe('proxyFailureOf', () => {
  it('calls a service that cannot be reached unavailable (503)', () => {
    const failure = proxyFailureOf(withCode('ECONNREFUSED'), context);
    expect(failure.kind).toBe('upstream-unavailable');
    expect(failure.kind === 'upstream-unavailable' && failure.answer.statusCode).toBe(503);
  });

  it('blames the caller for a request undici will not send as given (400), however deep the cause', () => {
    const wrapped = new Error('wrapped by reply-from', { cause: withCode('UND_ERR_NOT_SUPPORTED') });
    const failure = proxyFailureOf(wrapped, context);
    expect(failure.kind).toBe('bad-request');
    expect(failure.kind === 'bad-request' && failure.answer.statusCode).toBe(400);
    expect(proxyFailureOf(withCode('UND_ERR_INVALID_ARG'), context).kind).toBe('bad-request');
  });

  it('answers nobody when the client went away mid-request', () => {
    expect(proxyFailureOf(withCode('ECONNRESET'), { ...context, isClientGone: true }).kind).toBe('client-gone');
  });

  it('answers 408 when the upload it was passing on stopped arriving', () => {
    const failure = proxyFailureOf(
      new Error('request aborted', { cause: new RequestTimeout('No byte for 30 s.') }),
      context,
    );
    expect(failure.kind).toBe('request-timeout');
    expect(failure.kind === 'request-timeout' && failure.answer.statusCode).toBe(408);
  });
});
