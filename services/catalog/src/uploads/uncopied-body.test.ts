import { once } from 'node:events';
import { createServer, request as httpRequest, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { uncopiedBody } from './uncopied-body.js';

/** A server that hands each request to `onRequest` and answers once it settles. */
async function serverFor(onRequest: (request: IncomingMessage) => Promise<unknown>): Promise<Server> {
  const server = createServer((request, response) => {
    onRequest(request).then(
      () => response.end('ok'),
      () => response.destroy(),
    );
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return server;
}

/** Starts a PUT to `server` and returns it, for the caller to write to. */
function putTo(server: Server) {
  const { port } = server.address() as AddressInfo;
  const client = httpRequest({ host: '127.0.0.1', port, method: 'PUT', path: '/' });
  client.on('error', () => undefined);
  return client;
}

/** A promise and its resolve, apart (`Promise.withResolvers` is past the ES2023 library). */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => (resolve = settle));
  return { promise, resolve };
}

async function readAll(stream: ReadableStream<Uint8Array>): Promise<Uint8Array[]> {
  const chunks: Uint8Array[] = [];
  for await (const chunk of stream) chunks.push(chunk);
  return chunks;
}

const servers: Server[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    server.close();
  }
});

describe('uncopiedBody', () => {
  it('hands on the buffers the socket gave, not copies, and ends with the request', async () => {
    const seen: Buffer[] = [];
    let read: Uint8Array[] = [];
    const server = await serverFor(async (request) => {
      request.on('data', (chunk: Buffer) => seen.push(chunk));
      read = await readAll(uncopiedBody(request));
    });
    servers.push(server);
    const client = putTo(server);
    const parts = Array.from({ length: 40 }, (_, index) => Buffer.alloc(50_000, index));
    for (const part of parts) client.write(part);
    client.end();
    const [response] = (await once(client, 'response')) as [IncomingMessage];
    expect(response.statusCode).toBe(200);

    expect(Buffer.concat(read).equals(Buffer.concat(parts))).toBe(true);
    expect(read.length).toBe(seen.length);
    read.forEach((chunk, index) => expect(chunk).toBe(seen[index]));
  });

  it('pauses the request while nobody reads, and takes the rest once read', async () => {
    let request: IncomingMessage | undefined;
    const release = deferred<void>();
    const done = deferred<Uint8Array[]>();
    const server = await serverFor(async (incoming) => {
      request = incoming;
      const body = uncopiedBody(incoming);
      await release.promise;
      done.resolve(await readAll(body));
    });
    servers.push(server);
    const client = putTo(server);
    const total = 8 * 1024 * 1024;
    client.end(Buffer.alloc(total, 7));
    // Nobody reads yet: the request is paused once the stream's queue is full, long before the end.
    await expect.poll(() => request?.isPaused(), { timeout: 10_000 }).toBe(true);
    expect(request?.socket.bytesRead ?? 0).toBeLessThan(total);
    release.resolve();
    const chunks = await done.promise;
    expect(chunks.reduce((sum, chunk) => sum + chunk.byteLength, 0)).toBe(total);
  });

  it('fails when the client goes away before the end of its body', async () => {
    const failure = deferred<unknown>();
    const server = await serverFor(async (request) => {
      await readAll(uncopiedBody(request)).then(
        () => failure.resolve('ended'),
        (error: unknown) => failure.resolve(error),
      );
    });
    servers.push(server);
    const client = putTo(server);
    client.setHeader('content-length', '1000000');
    client.write(Buffer.alloc(10_000));
    await new Promise((resolve) => setTimeout(resolve, 100));
    client.destroy();
    const outcome = await failure.promise;
    expect(outcome).toBeInstanceOf(Error);
  });

  it('destroys the request when its reader cancels', async () => {
    const destroyed = deferred<boolean>();
    const server = await serverFor(async (request) => {
      const reader = uncopiedBody(request).getReader();
      await reader.read();
      await reader.cancel(new Error('enough'));
      destroyed.resolve(request.destroyed);
    });
    servers.push(server);
    const client = putTo(server);
    client.setHeader('content-length', '1000000');
    client.write(Buffer.alloc(10_000));
    expect(await destroyed.promise).toBe(true);
    client.destroy();
  });
});
