import { execFileSync } from 'node:child_process';
import { chownSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { postgresUser, requireBinary } from './binaries.js';
import { createDatabase } from './databases.js';
import { freePort, waitForPort, waitForPortClosed } from '../processes/ports.js';
import { startProcess, type ManagedProcess } from '../processes/process.js';
import { serverFolder } from './server-folder.js';
import { waitFor } from '../processes/wait-for.js';

/** A PostgreSQL server of our own, started from the local binaries on a folder we own. */
export interface PostgresServer {
  port: number;
  /** URL of a database `name` on this server. */
  urlFor(name: string): string;
  createDatabase(name: string): Promise<string>;
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops it for good and, when its folder was temporary, removes it. */
  destroy(): Promise<void>;
}

export interface PostgresServerOptions {
  /** Kept between runs when given; else a temporary folder removed by `destroy`. */
  dir?: string;
  port?: number;
  /**
   * Speed over durability (no fsync): right for a server that lives for one test file, wrong for
   * the data a developer keeps between runs.
   */
  isThrowaway?: boolean;
  /** In a process group of its own (see StartProcessOptions.isDetached). */
  isDetached?: boolean | undefined;
}

const INITDB_INSTALL = 'postgresql';

export async function startPostgresServer(options: PostgresServerOptions = {}): Promise<PostgresServer> {
  const folder = serverFolder(options.dir, 'shop-pg-');
  const { dir } = folder;
  const dataDir = join(dir, 'data');
  const user = postgresUser();
  if (user) chownSync(dir, user.uid, user.gid);
  if (!existsSync(join(dataDir, 'PG_VERSION'))) {
    execFileSync(
      requireBinary('initdb', INITDB_INSTALL),
      ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-N', '-E', 'UTF8'],
      {
        stdio: 'ignore',
        ...(user ?? {}),
      },
    );
  }
  const port = options.port ?? (await freePort());
  const throwaway = options.isThrowaway ?? folder.isTemporary;
  let server: ManagedProcess | undefined;
  const urlFor = (name: string) => `postgres://postgres@127.0.0.1:${port}/${name}`;

  async function start(): Promise<void> {
    server = startProcess({
      name: 'postgres',
      command: requireBinary('postgres', INITDB_INSTALL),
      args: [
        ...['-D', dataDir, '-p', String(port), '-k', dir, '-c', 'listen_addresses=127.0.0.1'],
        ...(throwaway ? ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'] : []),
      ],
      ...(user ?? {}),
      isDetached: options.isDetached,
    });
    await waitForPort(port, `PostgreSQL on ${port}`);
    // The port opens before the server accepts queries (startup, recovery).
    await waitFor(
      async () => {
        const client = new pg.Client({ connectionString: urlFor('postgres') });
        try {
          await client.connect();
          await client.query('select 1');
          return true;
        } finally {
          await client.end().catch(() => undefined);
        }
      },
      { timeoutMs: 30_000, intervalMs: 100, what: 'PostgreSQL to accept queries' },
    );
  }

  async function stop(): Promise<void> {
    // SIGINT is PostgreSQL's fast shutdown: sessions are cut, as when an operator restarts it.
    await server?.stop('SIGINT', 15_000);
    await waitForPortClosed(port, `PostgreSQL on ${port} to stop`);
  }

  await start();
  return {
    port,
    urlFor,
    createDatabase: (name) => createDatabase(urlFor('postgres'), name),
    start,
    stop,
    destroy: () => folder.destroy(async () => server?.stop('SIGQUIT', 5000), stop),
  };
}
