// The product as the run command starts it (the launcher, @shop/launcher), in a database, data
// folder, queue prefix and ports of its own, for the benches that drive it in the system Chromium
// (bench/web, bench/curation). `dispose` stops it and, unless asked to keep it, drops its data.
import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import process from 'node:process';
import { dropDatabase, startLocalShop } from '@shop/launcher';
import { root } from './shop-stack.mjs';

export async function startBrowserBenchProduct({ name, port, env = {} }) {
  const runId = randomBytes(4).toString('hex');
  const adminPassword = `bench-${runId}`;
  const pgServer = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432';
  const databaseName = `shop_bench${name}_${runId}`;
  const dataDir = join(tmpdir(), `shop-bench${name}-${runId}`);
  const shop = await startLocalShop({
    local: {
      dataDir,
      databaseUrl: `${pgServer}/${databaseName}`,
      redisUrl: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
      s3Port: port + 1000,
    },
    baseEnv: process.env,
    ports: { gateway: port },
    queuePrefix: `bench${name}-${runId}`,
    secrets: { ADMIN_PASSWORD: adminPassword },
    isSequential: true,
    readyTimeoutMs: 180_000,
    serviceEnv: { gateway: { WEB_DIST: join(root, 'apps', 'web', 'dist') } },
    env: {
      NODE_ENV: process.env.NODE_ENV ?? 'development',
      LOG_FORMAT: 'json',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_WRITE_MAX: '100000',
      RATE_LIMIT_LOGIN_MAX: '1000',
      OCR_CONCURRENCY: '1',
      ...env,
    },
  });
  return {
    shop,
    adminPassword,
    databaseUrl: `${pgServer}/${databaseName}`,
    async dispose({ keepData = false } = {}) {
      await shop.close();
      if (keepData) return;
      await dropDatabase(`${pgServer}/postgres`, databaseName);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Starts the product, runs the bench on it and exits: 1 when the bench throws or answers false
 * (a target missed). The product is stopped either way; `--keep-db` keeps its data to look at.
 */
export async function runBrowserBench(options, bench) {
  let product;
  let exitCode = 0;
  try {
    product = await startBrowserBenchProduct(options);
    if ((await bench(product)) === false) exitCode = 1;
  } catch (error) {
    console.error(error);
    exitCode = 1;
  } finally {
    await product?.dispose({ keepData: process.argv.includes('--keep-db') });
  }
  process.exit(exitCode);
}
