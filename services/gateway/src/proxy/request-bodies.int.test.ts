import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app.js';
import { gatewayEnvSchema } from '../config.js';
import { createDeps, type GatewayDeps } from '../deps.js';

// What API clients send (curl's `Expect: 100-continue` past 1 MiB, chunked bodies,
// hop-by-hop headers) over a real socket, which inject() does not exercise.

const LIMIT_BYTES = 64 * 1024;

interface Seen {
  path: string;
  headers: IncomingHttpHeaders;
  bytes: number;
}

let seen: Seen[] = [];
/** Paths whose request reached the upstream, as soon as their headers did. */
const arrived: string[] = [];
let upstream: Server;
let deps: GatewayDeps;
let app: Awaited<ReturnType<typeof buildApp>>;
let gatewayPort: number;
/** Uploads (multipart) are the curator's: the gateway refuses the public's before reading them. */
let curatorCookie: string;
const logLines: string[] = [];

beforeAll(async () => {
  // Every service at once: reads the whole body and says what it got.
  upstream = createServer((request, response) => {
    arrived.push(request.url ?? '');
    let bytes = 0;
    request.on('data', (chunk: Buffer) => (bytes += chunk.length));
    request.on('end', () => {
      seen.push({ path: request.url ?? '', headers: request.headers, bytes });
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ bytes }));
    });
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  const upstreamUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
  const config = gatewayEnvSchema.parse({
    NODE_ENV: 'test',
    LOG_LEVEL: 'info',
    ADMIN_PASSWORD: 'whatever-password',
    RATE_LIMIT_NAMESPACE: `test:bodies:${randomBytes(4).toString('hex')}:`,
    BODY_LIMIT_BYTES: String(LIMIT_BYTES),
    CATALOG_URL: upstreamUrl,
    PAYMENTS_URL: upstreamUrl,
  });
  const { default: pino } = await import('pino');
  const logger = pino({ level: 'info' }, { write: (line: string) => logLines.push(line) });
  deps = createDeps(config, logger);
  // The first login must not race the Redis connection being opened.
  if (deps.redis.status !== 'ready') await once(deps.redis, 'ready');
  app = await buildApp(deps);
  await app.listen({ port: 0, host: '127.0.0.1' });
  gatewayPort = (app.server.address() as AddressInfo).port;
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { password: 'whatever-password' },
  });
  const session = login.cookies.find((cookie) => cookie.name === 'shop_session');
  if (!session) throw new Error(`no session: ${login.statusCode} ${login.body}`);
  curatorCookie = `shop_session=${session.value}`;
});

afterAll(async () => {
  await app.close();
  await deps.close();
  await new Promise((resolve) => upstream.close(resolve));
});

interface RawAnswer {
  status: number;
  body: string;
  /** Whether the gateway said `100 Continue` before its answer. */
  continued: boolean;
}

/**
 * A request as curl sends a large one: headers with `Expect: 100-continue`, the body only once
 * the server says 100 Continue (never, if it answers first). `body` undefined sends chunks of
 * `chunked` without a length.
 */
function send(options: {
  method?: string;
  path: string;
  headers?: Record<string, string>;
  body?: Buffer;
  chunked?: Buffer;
  expectContinue?: boolean;
}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    let continued = false;
    const headers: Record<string, string> = { ...options.headers };
    if (options.body) headers['content-length'] = String(options.body.length);
    if (options.expectContinue) headers.expect = '100-continue';
    const req = httpRequest({
      host: '127.0.0.1',
      port: gatewayPort,
      method: options.method ?? 'POST',
      path: options.path,
      headers,
    });
    const writeBody = () => {
      if (options.body) req.end(options.body);
      else if (options.chunked) {
        const chunk = 16 * 1024;
        for (let at = 0; at < options.chunked.length; at += chunk) req.write(options.chunked.subarray(at, at + chunk));
        req.end();
      } else req.end();
    };
    req.on('continue', () => {
      continued = true;
      writeBody();
    });
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString(), continued }));
    });
    req.on('error', reject);
    req.setTimeout(10_000, () => req.destroy(new Error(`${options.path}: no answer within 10 s`)));
    if (options.expectContinue) req.flushHeaders();
    else writeBody();
  });
}

describe('request bodies through the gateway, over a real socket', () => {
  it('answers Expect: 100-continue itself and never passes Expect on', async () => {
    seen = [];
    const body = randomBytes(LIMIT_BYTES * 3);
    const answer = await send({
      path: '/api/artworks/upload',
      headers: { 'content-type': 'multipart/form-data; boundary=x', cookie: curatorCookie },
      body,
      expectContinue: true,
    });
    expect(answer.status, answer.body).toBe(200);
    expect(answer.continued).toBe(true);
    expect(JSON.parse(answer.body)).toEqual({ bytes: body.length });
    expect(seen[0]?.headers.expect).toBeUndefined();
  });

  it('refuses the public’s upload with 401 before asking for its body', async () => {
    seen = [];
    const answer = await send({
      path: '/api/artworks/upload',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      body: randomBytes(LIMIT_BYTES * 3),
      expectContinue: true,
    });
    expect(answer.status, answer.body).toBe(401);
    expect(answer.continued).toBe(false);
    expect(JSON.parse(answer.body)).toMatchObject({ error: 'unauthorized', message: expect.any(String) });
    expect(seen).toEqual([]);
  });

  it('refuses a declared length past the limit with 413 before asking for the body', async () => {
    seen = [];
    const answer = await send({
      path: '/paypal/order',
      headers: { 'content-type': 'application/json' },
      body: Buffer.alloc(LIMIT_BYTES + 1, 0x20),
      expectContinue: true,
    });
    expect(answer.status, answer.body).toBe(413);
    expect(answer.continued).toBe(false);
    expect(JSON.parse(answer.body)).toMatchObject({ error: 'payload_too_large', message: expect.any(String) });
    expect(seen).toEqual([]);
  });

  it.each([true, false])('refuses a chunked JSON body past the limit with 413 (Expect: %s)', async (expectContinue) => {
    seen = [];
    const answer = await send({
      path: '/paypal/order',
      headers: { 'content-type': 'application/json' },
      chunked: Buffer.alloc(LIMIT_BYTES * 4, 0x20),
      expectContinue,
    });
    expect(answer.status, answer.body).toBe(413);
    expect(JSON.parse(answer.body)).toMatchObject({ error: 'payload_too_large', message: expect.any(String) });
    // The service never received more than it accepts, so it had no reason to cut the connection.
    expect(seen.every((request) => request.bytes <= LIMIT_BYTES)).toBe(true);
  });

  it('passes a chunked JSON body within the limit on', async () => {
    seen = [];
    const answer = await send({
      path: '/paypal/order',
      headers: { 'content-type': 'application/json' },
      chunked: Buffer.alloc(LIMIT_BYTES - 10, 0x20),
      expectContinue: true,
    });
    expect(answer.status, answer.body).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({ bytes: LIMIT_BYTES - 10 });
  });

  it.each([
    ['keep-alive', 'timeout=5'],
    ['upgrade', 'h2c'],
    ['proxy-connection', 'keep-alive'],
    ['te', 'gzip'],
  ])('passes a request with a %s header on, without it', async (name, value) => {
    seen = [];
    const answer = await send({ method: 'GET', path: '/api/artworks', headers: { [name]: value } });
    expect(answer.status, answer.body).toBe(200);
    expect(seen[0]?.headers[name]).toBeUndefined();
  });

  it('logs a refused body as the caller’s doing, never as an outage', async () => {
    logLines.length = 0;
    await send({
      path: '/paypal/order',
      headers: { 'content-type': 'application/json' },
      chunked: Buffer.alloc(LIMIT_BYTES * 2, 0x20),
    });
    await send({
      path: '/api/artworks',
      headers: { 'content-type': 'application/json' },
      body: Buffer.from('{}'),
      expectContinue: true,
    });
    expect(logLines.filter((line) => line.includes('upstream unavailable'))).toEqual([]);
    expect(logLines.filter((line) => /"level":(40|50)/.test(line)).map((line) => line.slice(0, 300))).toEqual([]);
  });

  it('logs an upload the client abandoned midway as the client’s doing, not an outage', async () => {
    logLines.length = 0;
    arrived.length = 0;
    const req = httpRequest({
      host: '127.0.0.1',
      port: gatewayPort,
      method: 'POST',
      path: '/api/artworks/upload',
      headers: {
        'content-type': 'multipart/form-data; boundary=x',
        'content-length': String(LIMIT_BYTES * 4),
        cookie: curatorCookie,
      },
    });
    req.on('error', () => undefined);
    req.write(Buffer.alloc(LIMIT_BYTES));
    // Gone once the gateway is passing the upload on.
    await vi.waitFor(() => expect(arrived).toContain('/api/artworks/upload'));
    req.destroy();
    await vi.waitFor(() => expect(logLines.some((line) => line.includes('"failure":"client-gone"'))).toBe(true));
    expect(logLines.filter((line) => line.includes('upstream unavailable'))).toEqual([]);
  });

  it('logs a proxied request once, as the gateway’s request line', async () => {
    logLines.length = 0;
    seen = [];
    const answer = await send({
      path: '/paypal/order',
      headers: { 'content-type': 'application/json' },
      body: Buffer.from('{}'),
    });
    expect(answer.status, answer.body).toBe(200);
    expect(seen.map((request) => request.path)).toEqual(['/paypal/order']);
    await vi.waitFor(() => expect(logLines.some((line) => line.includes('"request completed"'))).toBe(true));
    expect(logLines.map((line) => (JSON.parse(line) as { msg: string }).msg)).toEqual(['request completed']);
  });
});

describe('resumable uploads’ parts (tus PATCH) through the gateway', () => {
  const tusHeaders = {
    'content-type': 'application/offset+octet-stream',
    'tus-resumable': '1.0.0',
    'upload-offset': '0',
  };

  it('streams the curator’s part past the JSON limit to the catalog, headers and all', async () => {
    seen = [];
    const part = randomBytes(LIMIT_BYTES * 5);
    const answer = await send({
      method: 'PATCH',
      path: '/api/artworks/uploads/0123abcd',
      headers: { ...tusHeaders, cookie: curatorCookie },
      body: part,
    });
    expect(answer.status, answer.body).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({ bytes: part.length });
    expect(seen[0]?.headers['upload-offset']).toBe('0');
    expect(seen[0]?.headers['tus-resumable']).toBe('1.0.0');
  });

  it('refuses the public’s part with 401 before asking for its body', async () => {
    seen = [];
    const answer = await send({
      method: 'PATCH',
      path: '/api/artworks/uploads/0123abcd',
      headers: tusHeaders,
      body: randomBytes(LIMIT_BYTES * 3),
      expectContinue: true,
    });
    expect(answer.status, answer.body).toBe(401);
    expect(answer.continued).toBe(false);
    expect(seen).toEqual([]);
  });
});
