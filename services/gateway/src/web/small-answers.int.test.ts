import { randomBytes } from 'node:crypto';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestGateway, startUpstream, type TestGateway } from '../testing/gateway-over-upstream.js';

// Proxied answers are streams: compression is for the large ones, never the small JSON of a checkout.

let upstream: Server;
let gateway: TestGateway;
let gatewayUrl: string;

const SMALL = JSON.stringify({ id: 'order-1', status: 'completed', totalAmount: '14.99' });
const LARGE = JSON.stringify({ items: Array.from({ length: 200 }, (_, i) => ({ id: i, title: `Work ${i}` })) });

beforeAll(async () => {
  let upstreamUrl: string;
  ({ server: upstream, url: upstreamUrl } = await startUpstream((request, response) => {
    const body = request.url?.includes('large') ? LARGE : SMALL;
    response.setHeader('content-type', 'application/json; charset=utf-8');
    response.setHeader('content-length', Buffer.byteLength(body));
    response.end(body);
  }));
  gateway = await buildTestGateway({
    RATE_LIMIT_NAMESPACE: `test:small-answers:${randomBytes(4).toString('hex')}:`,
    ORDERS_URL: upstreamUrl,
  });
  await gateway.app.listen({ port: 0, host: '127.0.0.1' });
  gatewayUrl = `http://127.0.0.1:${(gateway.app.server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await gateway.close();
  await new Promise((resolve) => upstream.close(resolve));
});

describe('compression of proxied answers', () => {
  it('sends a small answer as the service gave it, with its length', async () => {
    const answer = await fetch(`${gatewayUrl}/api/orders/small`, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-encoding')).toBeNull();
    expect(answer.headers.get('content-length')).toBe(String(Buffer.byteLength(SMALL)));
    expect(await answer.text()).toBe(SMALL);
  });

  it('still compresses a large one for a client that takes it', async () => {
    const answer = await fetch(`${gatewayUrl}/api/orders/large`, { headers: { 'accept-encoding': 'br' } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-encoding')).toBe('br');
    expect(await answer.text()).toBe(LARGE);
  });
});
