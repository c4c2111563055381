import { connect, createServer } from 'node:net';
import { waitFor } from './wait-for.js';

/**
 * Ports this process has handed out. The OS may give a just-closed port to the next bind(0), so two
 * calls in a row (a gateway's PORT and its METRICS_PORT) could get the same one before either
 * process listens: one of them then fails to start.
 */
const handedOut = new Set<number>();

/** A loopback port nothing listens on right now, never one this process handed out before. */
export async function freePort(): Promise<number> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const port = await unusedPort();
    if (!handedOut.has(port)) {
      handedOut.add(port);
      return port;
    }
  }
  throw new Error('no free port that was not handed out already');
}

/** The OS picks it, so parallel runs never collide. */
async function unusedPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => (port ? resolve(port) : reject(new Error('no free port'))));
    });
  });
}

/** Whether something accepts TCP connections on `host:port` within `timeoutMs`. */
export async function portAnswers(port: number, host = '127.0.0.1', timeoutMs = 1000): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host, port });
    const done = (answers: boolean) => {
      socket.destroy();
      resolve(answers);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

export async function waitForPort(port: number, what: string, timeoutMs = 30_000): Promise<void> {
  await waitFor(() => portAnswers(port), { timeoutMs, intervalMs: 100, what });
}

export async function waitForPortClosed(port: number, what: string, timeoutMs = 30_000): Promise<void> {
  await waitFor(async () => !(await portAnswers(port)), { timeoutMs, intervalMs: 100, what });
}
