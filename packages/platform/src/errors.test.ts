import { describe, expect, it } from 'vitest';
import { isDependencyDown, isMalformedInput } from './errors.js';

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
