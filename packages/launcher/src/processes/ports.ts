import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { waitFor } from './wait-for.js';

/**
 * Ports are chosen below Linux's ephemeral range (ip_local_port_range, 32768-60999): a port from
 * bind(0) was free when asked, but until the service binds it the kernel may give the same number
 * to any process's outgoing connection (to PostgreSQL, Redis) or its next bind(0), and the service
 * then fails with EADDRINUSE (a CI run lost a stack test so). Below that range only another test
 * run can take it, and reservations keep test runs apart.
 */
const TEST_PORT_RANGE = { first: 24_576, last: 32_767 };

/**
 * One file per handed-out port, holding the pid of the process that holds it, so that test
 * processes running side by side (turbo runs two workspaces at once) never hand out the same
 * port. A file whose process is gone is taken over; a process removes its own on exit.
 */
const RESERVATIONS = join(tmpdir(), 'shop-port-reservations');

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** Whether nothing listens on `port` now (a dev stack, another program): bound once and closed. */
async function bindable(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** Hands out ports of `range`, reserved in the folder `reservations` (see freePort). */
export function createPortAllocator(options: {
  range: { first: number; last: number };
  reservations: string;
}): () => Promise<number> {
  const { range, reservations } = options;
  // Never again in this process, even once closed: a gateway's PORT and METRICS_PORT.
  const handedOut = new Set<number>();
  let prepared = false;
  const fileOf = (port: number) => join(reservations, String(port));

  /** Makes `port` this process's, unless another living process holds it. */
  function reserve(port: number): boolean {
    for (let attempt = 0; attempt < 2; attempt++) {
      try {
        writeFileSync(fileOf(port), String(process.pid), { flag: 'wx' });
        return true;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
        const holder = Number.parseInt(readFileSync(fileOf(port), 'utf8'), 10);
        if (Number.isNaN(holder) || isAlive(holder)) return false;
        rmSync(fileOf(port), { force: true });
      }
    }
    return false;
  }

  return async () => {
    if (!prepared) {
      mkdirSync(reservations, { recursive: true });
      process.once('exit', () => {
        for (const port of handedOut) rmSync(fileOf(port), { force: true });
      });
      prepared = true;
    }
    const size = range.last - range.first + 1;
    for (let attempt = 0; attempt < Math.max(1_000, size * 4); attempt++) {
      const port = range.first + Math.floor(Math.random() * size);
      if (handedOut.has(port) || !reserve(port)) continue;
      handedOut.add(port);
      if (await bindable(port)) return port;
      // Taken by something that is no test run: kept reserved by this process, never tried again.
    }
    throw new Error(`no free port between ${range.first} and ${range.last}`);
  };
}

/**
 * A loopback port for a service to listen on: nothing listens on it now, no other test process
 * holds it, this process never handed it out before, and no outgoing connection will be given it.
 */
export const freePort = createPortAllocator({ range: TEST_PORT_RANGE, reservations: RESERVATIONS });

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
