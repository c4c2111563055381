import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { startProcess, type ManagedProcess } from './child.js';
import { freePort } from './ports.js';
import { waitForPort, waitForPortClosed } from './wait.js';
import { waitFor } from '@shop/testkit';

function postgresBin(name: string): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  for (const version of versions) {
    const candidate = join(root, version, 'bin', name);
    if (existsSync(candidate)) return candidate;
  }
  throw new Error(`${name} not found under ${root}: install PostgreSQL (Debian: apt-get install postgresql)`);
}

/** The `postgres` account's ids: PostgreSQL refuses to run as root. */
function postgresUser(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
  const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
  return { uid, gid };
}

/**
 * A PostgreSQL of the test's own, initialised in a temporary folder and started on a random port,
 * so it can be stopped and started without touching the machine's shared server.
 */
export interface PrivatePostgres {
  port: number;
  /** URL of a database `name` on this server. */
  urlFor(name: string): string;
  createDatabase(name: string): Promise<string>;
  stop(): Promise<void>;
  start(): Promise<void>;
  destroy(): Promise<void>;
}

export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const dir = mkdtempSync(join(tmpdir(), 'shop-resilience-pg-'));
  const dataDir = join(dir, 'data');
  const user = postgresUser();
  if (user) chownSync(dir, user.uid, user.gid);
  execFileSync(postgresBin('initdb'), ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-N', '-E', 'UTF8'], {
    stdio: 'ignore',
    ...(user ?? {}),
  });
  const port = await freePort();
  let server: ManagedProcess | undefined;
  const urlFor = (name: string) => `postgres://postgres@127.0.0.1:${port}/${name}`;

  async function start(): Promise<void> {
    server = startProcess({
      name: 'postgres',
      command: postgresBin('postgres'),
      args: [
        '-D',
        dataDir,
        '-p',
        String(port),
        '-k',
        dir,
        '-c',
        'listen_addresses=127.0.0.1',
        // Speed over durability: this server lives for one test file.
        '-c',
        'fsync=off',
        '-c',
        'synchronous_commit=off',
        '-c',
        'full_page_writes=off',
      ],
      ...(user ?? {}),
    });
    await waitForPort(port, `private PostgreSQL on ${port}`);
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
      { timeoutMs: 30_000, intervalMs: 100, what: 'private PostgreSQL to accept queries' },
    );
  }

  async function stop(): Promise<void> {
    // SIGINT is PostgreSQL's fast shutdown: sessions are cut, as when an operator restarts it.
    await server?.stop('SIGINT', 15_000);
    await waitForPortClosed(port, `private PostgreSQL on ${port} to stop`);
  }

  await start();
  return {
    port,
    urlFor,
    async createDatabase(name) {
      const client = new pg.Client({ connectionString: urlFor('postgres') });
      await client.connect();
      try {
        await client.query(`create database "${name.replaceAll('"', '""')}"`);
      } finally {
        await client.end();
      }
      return urlFor(name);
    },
    start,
    stop,
    async destroy() {
      await server?.stop('SIGQUIT', 5000);
      await rm(dir, { recursive: true, force: true });
    },
  };
}
