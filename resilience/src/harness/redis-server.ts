import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startProcess, type ManagedProcess } from './child.js';
import { freePort } from './ports.js';
import { waitForPort, waitForPortClosed } from './wait.js';

const REDIS_SERVER = process.env.REDIS_SERVER_BIN ?? '/usr/bin/redis-server';

/**
 * A Redis of the test's own on a random port, append-only so queued jobs survive a restart, and
 * never the machine's shared one (colleagues' tests use it at the same time).
 */
export interface PrivateRedis {
  port: number;
  url: string;
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops it for good and removes its data. */
  destroy(): Promise<void>;
}

export async function startPrivateRedis(): Promise<PrivateRedis> {
  const dir = await mkdtemp(join(tmpdir(), 'shop-resilience-redis-'));
  const port = await freePort();
  let server: ManagedProcess | undefined;

  async function start(): Promise<void> {
    server = startProcess({
      name: 'redis',
      command: REDIS_SERVER,
      args: [
        '--port',
        String(port),
        '--bind',
        '127.0.0.1',
        '--dir',
        dir,
        '--save',
        '',
        '--appendonly',
        'yes',
        // Like production (ARCHITECTURE "Jobs"): BullMQ must never lose keys to eviction.
        '--maxmemory-policy',
        'noeviction',
      ],
    });
    await waitForPort(port, `private Redis on ${port}`);
  }

  async function stop(): Promise<void> {
    // SIGTERM makes Redis flush the append-only file before it exits, as a real restart does.
    await server?.stop('SIGTERM');
    await waitForPortClosed(port, `private Redis on ${port} to stop`);
  }

  await start();
  return {
    port,
    url: `redis://127.0.0.1:${port}`,
    start,
    stop,
    async destroy() {
      await server?.stop('SIGKILL', 0);
      await rm(dir, { recursive: true, force: true });
    },
  };
}
