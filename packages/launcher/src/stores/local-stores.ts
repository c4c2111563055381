import { join } from 'node:path';
import { findBinary } from './binaries.js';
import { createDatabase } from './databases.js';
import { portAnswers } from '../processes/ports.js';
import { startPostgresServer } from './postgres-server.js';
import { startRedisServer } from './redis-server.js';
import { startS3rver } from './s3rver.js';
import { startS3rverProcess } from './s3rver-process.js';

export interface LocalStoresOptions {
  /** Where data of stores started here is kept (between runs). */
  dataDir: string;
  /** Port of an embedded s3rver; default 9000. */
  s3Port?: number;
  /** The operator's PostgreSQL and Redis (DATABASE_URL, REDIS_URL); unset, local ones are found or started. */
  databaseUrl?: string | undefined;
  redisUrl?: string | undefined;
  /** The operator's S3 (S3_ENDPOINT and its keys); unset, an embedded s3rver. */
  s3?: { endpoint: string; accessKey: string; secretKey: string } | undefined;
  /**
   * Run s3rver in a process of its own (over a temporary folder) rather than in this one, so a
   * bench counting this process's CPU does not count the storage's.
   */
  isS3Separate?: boolean;
  /** Servers started here in process groups of their own (see ShopOptions.isDetached). */
  isDetached?: boolean | undefined;
  log?: ((message: string) => void) | undefined;
}

export interface LocalStores {
  databaseUrl: string;
  redisUrl: string;
  s3: { endpoint: string; accessKey: string; secretKey: string };
  close(): Promise<void>;
}

/** Ports of the servers started from local binaries, beside the standard ones. */
const OWN_POSTGRES_PORT = 54329;
const OWN_REDIS_PORT = 63799;

/** Creates the database named in the URL when it does not exist yet. */
async function ensureDatabase(url: string): Promise<void> {
  await createDatabase(url, decodeURIComponent(new URL(url).pathname.slice(1)) || 'shop', { ifMissing: true });
}

function missing(what: string, install: string, variable: string): Error {
  return new Error(
    `${what} is not running and not installed: install it (Debian: apt-get install ${install}) or set ${variable}.`,
  );
}

/**
 * What the run command uses on one machine: the stores it was given (DATABASE_URL, REDIS_URL,
 * S3_ENDPOINT), else
 * the standard local PostgreSQL and Redis when they answer, else servers started from local
 * binaries into `dataDir`, and an embedded s3rver. Stops with one clear line when it cannot.
 */
export async function findLocalStores(options: LocalStoresOptions): Promise<LocalStores> {
  const { dataDir, s3Port = 9000, log = () => undefined } = options;
  const closers: (() => Promise<void>)[] = [];
  const close = async () => {
    for (const closer of closers.reverse()) await closer().catch(() => undefined);
  };
  try {
    let databaseUrl = options.databaseUrl;
    if (!databaseUrl && (await portAnswers(5432))) databaseUrl = 'postgres://postgres@127.0.0.1:5432/shop';
    if (!databaseUrl) {
      if (!findBinary('initdb') || !findBinary('postgres')) throw missing('PostgreSQL', 'postgresql', 'DATABASE_URL');
      const server = await startPostgresServer({
        dir: join(dataDir, 'postgres'),
        port: OWN_POSTGRES_PORT,
        isDetached: options.isDetached,
      });
      closers.push(() => server.destroy());
      log(`started PostgreSQL on 127.0.0.1:${server.port}`);
      databaseUrl = server.urlFor('shop');
    }
    await ensureDatabase(databaseUrl);

    let redisUrl = options.redisUrl;
    if (!redisUrl && (await portAnswers(6379))) redisUrl = 'redis://127.0.0.1:6379';
    if (!redisUrl) {
      if (!findBinary('redis-server')) throw missing('Redis', 'redis-server', 'REDIS_URL');
      const server = await startRedisServer({
        dir: join(dataDir, 'redis'),
        port: OWN_REDIS_PORT,
        isDetached: options.isDetached,
      });
      closers.push(() => server.destroy());
      log(`started Redis on 127.0.0.1:${server.port}`);
      redisUrl = server.url;
    }

    let s3: LocalStores['s3'];
    if (options.isS3Separate) {
      const storage = await startS3rverProcess();
      closers.push(() => storage.destroy());
      s3 = { endpoint: storage.endpoint, accessKey: storage.accessKey, secretKey: storage.secretKey };
    } else if (options.s3) {
      s3 = options.s3;
    } else {
      const server = await startS3rver({ directory: join(dataDir, 's3'), port: s3Port });
      closers.push(() => server.close());
      log(`started embedded S3 (s3rver) on ${server.endpoint}, data in ${server.directory}`);
      s3 = { endpoint: server.endpoint, accessKey: server.accessKey, secretKey: server.secretKey };
    }
    return { databaseUrl, redisUrl, s3, close };
  } catch (error) {
    await close();
    throw error;
  }
}
