// Finds or starts what the product needs on one machine: PostgreSQL, Redis and object storage.
// Used by the run command (dev.mjs) and the test command; it never touches a Docker engine.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { join } from 'node:path';

export function portAnswers(host, port, timeoutMs = 1000) {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

export async function waitForPort(host, port, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await portAnswers(host, port)) return true;
    await new Promise((r) => setTimeout(r, 200));
  }
  return false;
}

export function findBinary(name) {
  const which = spawnSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' });
  if (which.status === 0 && which.stdout.trim()) return which.stdout.trim();
  const pgRoot = '/usr/lib/postgresql';
  if (existsSync(pgRoot)) {
    for (const version of readdirSync(pgRoot).sort().reverse()) {
      const candidate = join(pgRoot, version, 'bin', name);
      if (existsSync(candidate)) return candidate;
    }
  }
  return undefined;
}

/** PostgreSQL: DATABASE_URL, else the local server, else one started from local binaries into dataDir. */
export async function ensurePostgres({ dataDir, log, children }) {
  if (process.env.DATABASE_URL) return { url: process.env.DATABASE_URL, started: false };
  if (await portAnswers('127.0.0.1', 5432)) return { url: 'postgres://postgres@127.0.0.1:5432/shop', started: false };
  const initdb = findBinary('initdb');
  const postgres = findBinary('postgres');
  if (!initdb || !postgres) {
    throw new Error(
      'PostgreSQL is not running and not installed: install it (Debian: apt-get install postgresql) or set DATABASE_URL.',
    );
  }
  const port = 54329;
  const dir = join(dataDir, 'postgres');
  if (!existsSync(join(dir, 'PG_VERSION'))) {
    mkdirSync(dir, { recursive: true });
    log(`initialising PostgreSQL in ${dir}`);
    const asRoot = process.getuid?.() === 0;
    const run = asRoot
      ? spawnSync('su', ['postgres', '-s', '/bin/sh', '-c', `${initdb} -D ${dir} -U postgres --auth=trust`], {
          stdio: 'inherit',
        })
      : spawnSync(initdb, ['-D', dir, '-U', 'postgres', '--auth=trust'], { stdio: 'inherit' });
    if (asRoot) spawnSync('chown', ['-R', 'postgres', dir]);
    if (run.status !== 0) throw new Error('initdb failed: see above');
  }
  const args = ['-D', dir, '-p', String(port), '-k', '/tmp', '-c', 'listen_addresses=127.0.0.1'];
  const child =
    process.getuid?.() === 0
      ? spawn('su', ['postgres', '-s', '/bin/sh', '-c', `${postgres} ${args.join(' ')}`], { stdio: 'ignore' })
      : spawn(postgres, args, { stdio: 'ignore' });
  children.push({ name: 'postgres', child });
  if (!(await waitForPort('127.0.0.1', port))) throw new Error('PostgreSQL did not start');
  log(`started PostgreSQL on 127.0.0.1:${port}`);
  return { url: `postgres://postgres@127.0.0.1:${port}/shop`, started: true };
}

/** Creates the database named in the URL when it does not exist yet. */
export async function ensureDatabase(url) {
  const { default: pg } = await import('pg');
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1)) || 'shop';
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`create database "${name.replaceAll('"', '""')}"`);
  } finally {
    await client.end();
  }
}

/** Redis: REDIS_URL, else the local server, else redis-server started with append-only persistence. */
export async function ensureRedis({ dataDir, log, children }) {
  if (process.env.REDIS_URL) return { url: process.env.REDIS_URL, started: false };
  if (await portAnswers('127.0.0.1', 6379)) return { url: 'redis://127.0.0.1:6379', started: false };
  const redisServer = findBinary('redis-server');
  if (!redisServer)
    throw new Error(
      'Redis is not running and not installed: install it (Debian: apt-get install redis-server) or set REDIS_URL.',
    );
  const port = 63799;
  const dir = join(dataDir, 'redis');
  mkdirSync(dir, { recursive: true });
  const child = spawn(
    redisServer,
    [
      '--port',
      String(port),
      '--bind',
      '127.0.0.1',
      '--dir',
      dir,
      '--appendonly',
      'yes',
      '--maxmemory-policy',
      'noeviction',
    ],
    { stdio: 'ignore' },
  );
  children.push({ name: 'redis', child });
  if (!(await waitForPort('127.0.0.1', port))) throw new Error('Redis did not start');
  log(`started Redis on 127.0.0.1:${port}`);
  return { url: `redis://127.0.0.1:${port}`, started: true };
}

/** Object storage: S3_ENDPOINT, else an embedded s3rver on a folder under dataDir. */
export async function ensureObjectStorage({ dataDir, log, port = 9000 }) {
  if (process.env.S3_ENDPOINT) {
    return {
      endpoint: process.env.S3_ENDPOINT,
      accessKey: process.env.S3_ACCESS_KEY,
      secretKey: process.env.S3_SECRET_KEY,
      close: async () => {},
    };
  }
  const { default: S3rver } = await import('s3rver');
  const directory = join(dataDir, 's3');
  mkdirSync(directory, { recursive: true });
  const server = new S3rver({ address: '127.0.0.1', port, silent: true, directory });
  const address = await server.run();
  log(`started embedded S3 (s3rver) on 127.0.0.1:${address.port}, data in ${directory}`);
  return {
    endpoint: `http://127.0.0.1:${address.port}`,
    accessKey: 'S3RVER',
    secretKey: 'S3RVER',
    close: () => server.close(),
  };
}

export function writeJson(path, value) {
  writeFileSync(path, `${JSON.stringify(value, null, 2)}\n`, { mode: 0o600 });
}
