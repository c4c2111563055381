import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { defineEndpoint, errorAnswer, INTERNAL_HEADERS } from '@shop/contracts';
import { pino } from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DependencyUnavailable } from './errors.js';
import { callEndpoint, Replicas } from './internal-call.js';

const Thing = z.object({ id: z.string(), size: z.number() });
const resizeThing = defineEndpoint({
  operationId: 'resizeThing',
  method: 'POST',
  path: '/internal/things/:id/size',
  upstream: 'catalog',
  access: 'internal',
  summary: 'Resize a thing',
  params: z.object({ id: z.string() }),
  query: z.object({ dryRun: z.enum(['yes', 'no']).optional(), tag: z.string().optional() }),
  body: z.object({ size: z.number().int() }),
  responses: { 200: { description: 'The thing', schema: Thing }, 404: errorAnswer('Unknown thing') },
});

interface Received {
  method: string | undefined;
  url: string | undefined;
  headers: IncomingHttpHeaders;
  body: string;
}

let server: Server | undefined;
afterEach(async () => {
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  server = undefined;
});

/** A service that answers every request with `status` and `body`, and records what it received. */
async function serviceAnswering(status: number, body: unknown) {
  const received: Received[] = [];
  server = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString()));
    request.on('end', () => {
      received.push({ method: request.method, url: request.url, headers: request.headers, body: text });
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    received,
    options: { baseUrl: `http://127.0.0.1:${port}`, internalToken: 'token-1', log: pino({ level: 'silent' }) },
  };
}

const init = { params: { id: 'a b' }, query: { dryRun: 'no' as const }, body: { size: 3 } };

describe('callEndpoint (a service calling a declared endpoint)', () => {
  it('sends the declared method and path, the params, query and body, the token and request id', async () => {
    const { received, options } = await serviceAnswering(200, { id: 'a b', size: 3 });
    const reply = await callEndpoint(resizeThing, { ...init, requestId: 'req-1', unavailableMessage: 'away' }, options);
    expect(reply).toEqual({ status: 200, body: { id: 'a b', size: 3 } });
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({
      method: 'POST',
      url: '/internal/things/a%20b/size?dryRun=no',
      body: '{"size":3}',
    });
    expect(received[0]?.headers[INTERNAL_HEADERS.token]).toBe('token-1');
    expect(received[0]?.headers[INTERNAL_HEADERS.requestId]).toBe('req-1');
  });

  it('answers a declared status the caller accepts with its body, parsed by that status schema', async () => {
    const { options } = await serviceAnswering(404, { error: 'not_found', message: 'No such thing' });
    const reply = await callEndpoint(
      resizeThing,
      { ...init, accept: [200, 404], requestId: 'req-2', unavailableMessage: 'away' },
      options,
    );
    expect(reply).toEqual({ status: 404, body: { error: 'not_found', message: 'No such thing' } });
  });

  it('turns a status the caller does not accept into a 503 with its message', async () => {
    const { options } = await serviceAnswering(404, { error: 'not_found', message: 'No such thing' });
    const call = callEndpoint(resizeThing, { ...init, requestId: 'req-3', unavailableMessage: 'away' }, options);
    await expect(call).rejects.toBeInstanceOf(DependencyUnavailable);
    await expect(call).rejects.toThrow('away');
  });

  it('turns an answer that does not match its declared schema into a 503', async () => {
    const { options } = await serviceAnswering(200, { id: 'a b', size: 'big' });
    const call = callEndpoint(resizeThing, { ...init, requestId: 'req-4', unavailableMessage: 'away' }, options);
    await expect(call).rejects.toBeInstanceOf(DependencyUnavailable);
  });

  it('turns no answer at all into a 503', async () => {
    const { options } = await serviceAnswering(200, {});
    await new Promise((resolve) => server?.close(resolve));
    server = undefined;
    const call = callEndpoint(resizeThing, { ...init, requestId: 'req-5', unavailableMessage: 'away' }, options);
    await expect(call).rejects.toBeInstanceOf(DependencyUnavailable);
  });
});

/** A port nothing listens on: one a server held a moment ago. */
async function deadBaseUrl(): Promise<string> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return `http://127.0.0.1:${port}`;
}

describe('callEndpoint on replicas', () => {
  it('asks the next replica when one gives no answer, and starts each call one further along', async () => {
    const { received, options } = await serviceAnswering(200, { id: 'a b', size: 3 });
    const replicas = new Replicas([await deadBaseUrl(), options.baseUrl]);
    const call = { ...options, baseUrl: replicas };
    for (const requestId of ['req-6', 'req-7']) {
      const reply = await callEndpoint(resizeThing, { ...init, requestId, unavailableMessage: 'away' }, call);
      expect(reply).toEqual({ status: 200, body: { id: 'a b', size: 3 } });
    }
    expect(received.map((request) => request.url)).toEqual([
      '/internal/things/a%20b/size?dryRun=no',
      '/internal/things/a%20b/size?dryRun=no',
    ]);
  });

  it('takes an answer, even a refusal, from the replica that gave it', async () => {
    const { received, options } = await serviceAnswering(500, { error: 'internal', message: 'broken' });
    const replicas = new Replicas([options.baseUrl, await deadBaseUrl()]);
    const call = callEndpoint(
      resizeThing,
      { ...init, requestId: 'req-8', unavailableMessage: 'away' },
      { ...options, baseUrl: replicas },
    );
    await expect(call).rejects.toThrow('away');
    expect(received).toHaveLength(1);
  });

  it('is a 503 when no replica answers', async () => {
    const replicas = new Replicas([await deadBaseUrl(), await deadBaseUrl()]);
    const options = { baseUrl: replicas, internalToken: 'token-1', log: pino({ level: 'silent' }) };
    const call = callEndpoint(resizeThing, { ...init, requestId: 'req-9', unavailableMessage: 'away' }, options);
    await expect(call).rejects.toBeInstanceOf(DependencyUnavailable);
  });

  it('needs at least one replica', () => {
    expect(() => new Replicas([])).toThrow('at least one');
  });
});
