import { connect, type AddressInfo, type Socket } from 'node:net';
import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkRequestTimeouts, DEFAULT_REQUEST_TIMEOUTS, requestTimeoutsOf } from './request-timeouts.js';
import { createServer, type AppInstance } from './server.js';

// A client that sends its request a byte now and then is cut, over real sockets
// (inject() has no clock), and answered 408 `{error, message}` while an answer can still be sent.

// The clients below send every 50-100 ms: a tenth of the idle limits, so a busy machine's pauses never look idle.
const LIMITS = { headersMs: 500, bodyIdleMs: 1000, bodyMs: 2500, uploadIdleMs: 1500, requestMs: 6000 };
/** How late a limit may be seen on a busy two-core machine; never earlier than the limit itself. */
const SLACK_MS = 3000;

let app: AppInstance;
let port: number;
const logLines: string[] = [];

beforeAll(async () => {
  app = createServer({
    service: 'timeouts-test',
    logger: pino({ level: 'info' }, { write: (line: string) => void logLines.push(line) }),
    timeouts: LIMITS,
  });
  app.post('/echo', async (request) => ({ received: request.body }));
  // As @fastify/multipart does: the parser leaves the body alone and the route reads the raw request.
  app.addContentTypeParser('multipart/form-data', (_request, _payload, done) => done(null));
  app.post('/upload-raw', async (request) => {
    let bytes = 0;
    const counter = new Writable({
      write(chunk: Buffer, _encoding, done) {
        bytes += chunk.length;
        done();
      },
    });
    // Piped, as busboy is.
    request.raw.pipe(counter);
    await new Promise<void>((resolve, reject) => {
      counter.on('finish', resolve);
      request.raw.on('error', reject);
    });
    return { bytes };
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as AddressInfo).port;
});

afterAll(async () => {
  await app.close();
});

interface RawExchange {
  /** Everything the server wrote, until it closed the connection. */
  text: string;
  status: number;
  json: unknown;
  /** From the first byte sent to the server closing the connection. */
  elapsedMs: number;
}

/** Sends `head` at once, then each of `drip` after `everyMs`, and keeps the socket open until the server closes it. */
function exchange(head: string, drip: string[] = [], everyMs = 100): Promise<RawExchange> {
  return new Promise((resolve, reject) => {
    const startedAt = Date.now();
    const socket: Socket = connect(port, '127.0.0.1');
    const received: Buffer[] = [];
    socket.on('data', (chunk) => received.push(chunk));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearInterval(timer);
      const text = Buffer.concat(received).toString();
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0);
      const bodyText = text.split('\r\n\r\n').slice(1).join('\r\n\r\n');
      let json: unknown;
      try {
        json = JSON.parse(bodyText);
      } catch {
        json = undefined;
      }
      resolve({ text, status, json, elapsedMs: Date.now() - startedAt });
    });
    socket.setTimeout(LIMITS.requestMs + 10_000, () => {
      socket.destroy();
      reject(new Error('the server never closed the connection'));
    });
    socket.write(head);
    const rest = [...drip];
    const timer = setInterval(() => {
      const next = rest.shift();
      if (next === undefined) clearInterval(timer);
      else if (!socket.destroyed) socket.write(next);
    }, everyMs);
  });
}

const post = (path: string, contentType: string, length: number) =>
  `POST ${path} HTTP/1.1\r\nHost: x\r\nContent-Type: ${contentType}\r\nContent-Length: ${length}\r\nConnection: close\r\n\r\n`;

const timedOut = { error: 'request_timeout', message: expect.any(String) };

describe('request time limits', () => {
  it('cuts a client that sends its headers a line at a time, with a 408', async () => {
    const lines = Array.from({ length: 100 }, (_, index) => `X-Slow-${index}: a\r\n`);
    const answer = await exchange('GET /healthz HTTP/1.1\r\nHost: x\r\n', lines, 50);
    expect(answer.status, answer.text).toBe(408);
    expect(answer.json).toEqual(timedOut);
    expect(answer.elapsedMs).toBeGreaterThanOrEqual(LIMITS.headersMs - 50);
    expect(answer.elapsedMs).toBeLessThan(LIMITS.headersMs + SLACK_MS);
  });

  it('cuts a connection that sends nothing', async () => {
    const answer = await exchange('');
    expect(answer.elapsedMs).toBeLessThan(LIMITS.headersMs + SLACK_MS);
  });

  it('answers 408 JSON to a body that stops arriving', async () => {
    const answer = await exchange(post('/echo', 'application/json', 100) + '{"a":');
    expect(answer.status, answer.text).toBe(408);
    expect(answer.json).toEqual(timedOut);
    expect(answer.text.toLowerCase()).toContain('connection: close');
    expect(answer.elapsedMs).toBeGreaterThanOrEqual(LIMITS.bodyIdleMs - 50);
    expect(answer.elapsedMs).toBeLessThan(LIMITS.bodyIdleMs + SLACK_MS);
  });

  it('answers 408 JSON to a body that keeps arriving a byte at a time past its total limit', async () => {
    const answer = await exchange(
      post('/echo', 'application/json', 200),
      Array.from({ length: 200 }, () => ' '),
      50,
    );
    expect(answer.status, answer.text).toBe(408);
    expect(answer.json).toEqual(timedOut);
    expect(answer.elapsedMs).toBeGreaterThanOrEqual(LIMITS.bodyMs - 50);
    expect(answer.elapsedMs).toBeLessThan(LIMITS.bodyMs + SLACK_MS);
  });

  it('reads a slow body that arrives within its limits', async () => {
    const body = '{"title":"Neon Fox"}';
    const answer = await exchange(post('/echo', 'application/json', body.length), body.match(/.{1,5}/g) ?? [], 100);
    expect(answer.status, answer.text).toBe(200);
    expect(answer.json).toEqual({ received: { title: 'Neon Fox' } });
  });

  it('lets an upload that keeps arriving take longer than a body’s total limit', async () => {
    // 3.5 s of steady chunks: longer than a JSON body may take in all, each gap well within the upload's idle limit.
    const chunks = Array.from({ length: 35 }, () => 'x'.repeat(1000));
    const answer = await exchange(post('/upload-raw', 'multipart/form-data; boundary=b', 35_000), chunks, 100);
    expect(answer.status, answer.text).toBe(200);
    expect(answer.json).toEqual({ bytes: 35_000 });
    expect(answer.elapsedMs).toBeGreaterThan(LIMITS.bodyMs);
  });

  it('leaves a large upload whole to the parser that reads the raw request', async () => {
    // Past every stream buffer: a watcher reading the raw request beside the parser would stall it.
    const size = 3 * 1024 * 1024;
    const answer = await exchange(post('/upload-raw', 'multipart/form-data; boundary=b', size) + 'x'.repeat(size));
    expect(answer.status, answer.text.slice(0, 200)).toBe(200);
    expect(answer.json).toEqual({ bytes: size });
  });

  it('answers 408 JSON to an upload that stops arriving, read from the raw request', async () => {
    const answer = await exchange(post('/upload-raw', 'multipart/form-data; boundary=b', 10_000) + 'x'.repeat(1000));
    expect(answer.status, answer.text).toBe(408);
    expect(answer.json).toEqual(timedOut);
    expect(answer.elapsedMs).toBeGreaterThanOrEqual(LIMITS.uploadIdleMs - 50);
    expect(answer.elapsedMs).toBeLessThan(LIMITS.uploadIdleMs + SLACK_MS);
  });

  it('cuts an upload that keeps arriving past the whole request’s limit', async () => {
    const chunks = Array.from({ length: 200 }, () => 'x'.repeat(100));
    const answer = await exchange(post('/upload-raw', 'multipart/form-data; boundary=b', 20_000), chunks, 100);
    expect(answer.status, answer.text).toBe(408);
    expect(answer.json).toEqual(timedOut);
    expect(answer.elapsedMs).toBeGreaterThanOrEqual(LIMITS.requestMs - 50);
    expect(answer.elapsedMs).toBeLessThan(LIMITS.requestMs + SLACK_MS);
  });

  it('leaves an injected request whose body nobody read alone past the limits (no socket to cut)', async () => {
    // inject() is how the services' own tests call them: its request never ends when its body is
    // not read (a 415 here), and its stand-in socket has no destroy. Past the idle limit, the
    // watcher must not throw from its timer (an uncaught exception would stop a test run).
    const uncaught: unknown[] = [];
    const onUncaught = (error: unknown) => void uncaught.push(error);
    process.on('uncaughtException', onUncaught);
    try {
      const answer = await app.inject({
        method: 'POST',
        url: '/echo',
        headers: { 'content-type': 'application/x-unknown' },
        payload: 'never parsed',
      });
      expect(answer.statusCode).toBe(415);
      await new Promise((resolve) => setTimeout(resolve, LIMITS.bodyMs + 500));
    } finally {
      process.off('uncaughtException', onUncaught);
    }
    expect(uncaught).toEqual([]);
  });

  it('logs a timed-out body as the client’s doing, never as an error', () => {
    expect(logLines.some((line) => line.includes('request body timed out'))).toBe(true);
    expect(logLines.filter((line) => /"level":(40|50|60)/.test(line)).map((line) => line.slice(0, 1500))).toEqual([]);
  });
});

describe('the time limits’ settings', () => {
  it('come from the environment, with defaults', () => {
    expect(requestTimeoutsOf({})).toEqual(DEFAULT_REQUEST_TIMEOUTS);
    expect(requestTimeoutsOf({ BODY_TIMEOUT_MS: 5000, REQUEST_TIMEOUT_MS: 60_000 })).toMatchObject({
      bodyMs: 5000,
      requestMs: 60_000,
    });
  });

  it('refuse a part longer than the whole request', () => {
    expect(() =>
      checkRequestTimeouts({ ...DEFAULT_REQUEST_TIMEOUTS, headersMs: DEFAULT_REQUEST_TIMEOUTS.requestMs + 1 }),
    ).toThrow(/HEADERS_TIMEOUT_MS .* must not exceed REQUEST_TIMEOUT_MS/);
  });
});
