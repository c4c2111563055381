import { createConnection, createServer, type Server, type Socket } from 'node:net';

/**
 * A TCP proxy in front of a server that a test can make fail the way networks do: part way
 * through a request. With a cut set, any connection whose client has sent more than that many
 * bytes is torn down there, in both directions, mid-body.
 */
export interface FaultProxy {
  port: number;
  /** Tear down connections after the client has sent this many bytes; undefined to pass all. */
  cutAfterRequestBytes(bytes: number | undefined): void;
  /** How many connections were torn down by a cut so far. */
  cuts(): number;
  close(): Promise<void>;
}

export async function startFaultProxy(upstreamPort: number): Promise<FaultProxy> {
  let cutAfter: number | undefined;
  let cutCount = 0;
  const sockets = new Set<Socket>();

  const server: Server = createServer((client) => {
    const upstream = createConnection({ host: '127.0.0.1', port: upstreamPort });
    sockets.add(client).add(upstream);
    let sent = 0;
    const tearDown = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on('data', (chunk: Buffer) => {
      if (cutAfter !== undefined && sent + chunk.length > cutAfter) {
        upstream.write(chunk.subarray(0, Math.max(0, cutAfter - sent)));
        cutCount++;
        tearDown();
        return;
      }
      sent += chunk.length;
      if (!upstream.write(chunk)) client.pause();
    });
    upstream.on('drain', () => client.resume());
    upstream.pipe(client);
    client.on('end', () => upstream.end());
    for (const socket of [client, upstream]) {
      socket.on('error', tearDown);
      socket.on('close', () => {
        sockets.delete(socket);
        tearDown();
      });
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('The fault proxy has no port');

  return {
    port: address.port,
    cutAfterRequestBytes(bytes) {
      cutAfter = bytes;
    },
    cuts: () => cutCount,
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
