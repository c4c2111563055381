import { requireBinary } from './binaries.js';
import { freePort, waitForPort, waitForPortClosed } from '../processes/ports.js';
import { startProcess, type ManagedProcess } from '../processes/process.js';
import { serverFolder } from './server-folder.js';

/**
 * A Redis of our own, append-only so queued jobs survive a restart, `noeviction` like production
 * (ARCHITECTURE "Jobs": BullMQ must never lose keys to eviction).
 */
export interface RedisServer {
  port: number;
  url: string;
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops it for good and, when its folder was temporary, removes its data. */
  destroy(): Promise<void>;
}

export interface RedisServerOptions {
  /** Kept between runs when given; else a temporary folder removed by `destroy`. */
  dir?: string;
  port?: number;
  /** In a process group of its own (see StartProcessOptions.isDetached). */
  isDetached?: boolean | undefined;
}

export async function startRedisServer(options: RedisServerOptions = {}): Promise<RedisServer> {
  const folder = serverFolder(options.dir, 'shop-redis-');
  const { dir } = folder;
  const port = options.port ?? (await freePort());
  const binary = requireBinary('redis-server', 'redis-server');
  let server: ManagedProcess | undefined;

  async function start(): Promise<void> {
    server = startProcess({
      name: 'redis',
      command: binary,
      args: [
        ...['--port', String(port), '--bind', '127.0.0.1', '--dir', dir, '--save', ''],
        ...['--appendonly', 'yes', '--maxmemory-policy', 'noeviction'],
      ],
      isDetached: options.isDetached,
    });
    await waitForPort(port, `Redis on ${port}`);
  }

  async function stop(): Promise<void> {
    // SIGTERM makes Redis flush the append-only file before it exits, as a real restart does.
    await server?.stop('SIGTERM');
    await waitForPortClosed(port, `Redis on ${port} to stop`);
  }

  await start();
  return {
    port,
    url: `redis://127.0.0.1:${port}`,
    start,
    stop,
    destroy: () => folder.destroy(async () => server?.stop('SIGKILL', 0), stop),
  };
}
