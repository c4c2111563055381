import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { forwardedHeaders } from './proxy.plugin.js';

describe('forwardedHeaders', () => {
  const request = { role: 'public', id: 'req-1' } as unknown as FastifyRequest;

  it('replaces whatever internal headers a caller sent with the gateway’s own', () => {
    const headers = forwardedHeaders(
      request,
      { 'x-shop-role': 'admin', 'X-Internal-Token': 'guess', 'x-request-id': 'spoofed', accept: 'application/json' },
      'real-token',
    );
    expect(headers['x-shop-role']).toBe('public');
    expect(headers['x-internal-token']).toBe('real-token');
    expect(headers['x-request-id']).toBe('req-1');
    expect(headers['X-Internal-Token']).toBeUndefined();
    expect(headers.accept).toBe('application/json');
  });

  it('never passes the session cookie on to a service', () => {
    const headers = forwardedHeaders(request, { cookie: 'shop_session=abc' }, 't');
    expect(headers.cookie).toBeUndefined();
  });

  it('passes the checkout cookie alone, which payments and orders need to know the paying checkout', () => {
    const secret = 'x'.repeat(43);
    const headers = forwardedHeaders(request, { cookie: `shop_session=abc; shop_checkout=${secret}; theme=dark` }, 't');
    expect(headers.cookie).toBe(`shop_checkout=${secret}`);
  });

  it('passes the buyer’s library session beside it, and nothing that only looks like one', () => {
    const secret = 'x'.repeat(43);
    const library = `v1.eyJlIjoiYSJ9.${'m'.repeat(43)}`;
    const both = forwardedHeaders(
      request,
      { cookie: `shop_session=abc; shop_library=${library}; shop_checkout=${secret}` },
      't',
    );
    expect(both.cookie).toBe(`shop_checkout=${secret}; shop_library=${library}`);
    expect(forwardedHeaders(request, { cookie: 'shop_library=forged' }, 't').cookie).toBeUndefined();
  });

  it('drops hop-by-hop headers and Expect: they describe the caller’s connection, not the gateway’s', () => {
    const headers = forwardedHeaders(
      request,
      {
        expect: '100-continue',
        'keep-alive': 'timeout=5',
        upgrade: 'h2c',
        'proxy-connection': 'keep-alive',
        te: 'gzip',
        'transfer-encoding': 'chunked',
        'content-type': 'application/json',
      },
      't',
    );
    expect(Object.keys(headers).filter((name) => !name.startsWith('x-'))).toEqual(['content-type']);
  });
});
