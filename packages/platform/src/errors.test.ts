import { ERROR_CODES } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { AppError, Gone, isDependencyDown, isMalformedInput, NotFound, PaymentRequired } from './errors.js';

describe('the AppError family', () => {
  it('carries its status, its default code or a more precise one, and its class name', () => {
    const declined = new PaymentRequired('Declined.', ERROR_CODES.paymentDeclined);
    expect(declined).toBeInstanceOf(AppError);
    expect(declined).toBeInstanceOf(PaymentRequired);
    expect(declined).not.toBeInstanceOf(Gone);
    expect([declined.statusCode, declined.code, declined.name, declined.message]).toEqual([
      402,
      'payment_declined',
      'PaymentRequired',
      'Declined.',
    ]);
    const gone = new Gone('Expired.');
    expect([gone.statusCode, gone.code, gone.name]).toEqual([410, 'gone', 'Gone']);
    expect(new NotFound().message).toBe('Not found.');
  });
});

describe('isDependencyDown', () => {
  it('recognises connection failures of PostgreSQL, Redis and S3, also when wrapped', () => {
    expect(
      isDependencyDown(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })),
    ).toBe(true);
    expect(isDependencyDown(Object.assign(new Error('terminating connection'), { code: '57P01' }))).toBe(true);
    expect(isDependencyDown(new Error("Stream isn't writeable and enableOfflineQueue options is false"))).toBe(true);
    expect(isDependencyDown(new Error('outer', { cause: Object.assign(new Error('x'), { code: 'ECONNRESET' }) }))).toBe(
      true,
    );
    expect(isDependencyDown(new AggregateError([Object.assign(new Error('x'), { code: 'ECONNREFUSED' })]))).toBe(true);
  });

  it('does not mistake ordinary errors for an outage', () => {
    expect(isDependencyDown(new Error('duplicate key value'))).toBe(false);
    expect(isDependencyDown(Object.assign(new Error('unique violation'), { code: '23505' }))).toBe(false);
    expect(isDependencyDown(undefined)).toBe(false);
  });
});

describe('isMalformedInput', () => {
  it('recognises a malformed multipart body and text PostgreSQL cannot store', () => {
    expect(isMalformedInput(new Error('Multipart: Boundary not found'))).toBe(true);
    expect(isMalformedInput(new Error('Unexpected end of multipart data'))).toBe(true);
    expect(
      isMalformedInput(Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), { code: '22021' })),
    ).toBe(true);
  });

  it('leaves other failures alone', () => {
    expect(isMalformedInput(new Error('something else broke'))).toBe(false);
    expect(isMalformedInput(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(false);
    expect(isMalformedInput(undefined)).toBe(false);
  });
});
