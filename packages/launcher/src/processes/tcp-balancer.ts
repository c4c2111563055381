import net from 'node:net';

/** A TCP round-robin over a service's replicas: the local stand-in for a Kubernetes Service. */
export interface TcpBalancer {
  url: string;
  close(): Promise<void>;
}

/**
 * Each new connection goes to the next replica; one that refuses the connection is skipped (as a
 * Service drops an endpoint that is not ready), so callers reach a live replica while another is
 * down. A connection stays with its replica for its life, as with kube-proxy.
 */
export async function startTcpBalancer(ports: readonly number[], host = '127.0.0.1'): Promise<TcpBalancer> {
  let turn = 0;
  const sockets = new Set<net.Socket>();
  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  };

  const server = net.createServer((client) => {
    track(client);
    // Bytes sent before a replica is connected wait in the client socket (no reader yet).
    client.pause();
    const first = turn++;
    const connectTo = (attempt: number) => {
      const port = ports[(first + attempt) % ports.length] ?? 0;
      const upstream = net.connect({ port, host });
      track(upstream);
      let isConnected = false;
      upstream.once('connect', () => {
        isConnected = true;
        client.pipe(upstream);
        upstream.pipe(client);
        client.resume();
      });
      upstream.on('error', () => {
        if (!isConnected && attempt + 1 < ports.length && !client.destroyed) connectTo(attempt + 1);
        else client.destroy();
      });
      upstream.once('close', () => {
        if (isConnected) client.destroy();
      });
      client.once('close', () => upstream.destroy());
    };
    client.on('error', () => undefined);
    connectTo(0);
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `http://${host}:${port}`,
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
