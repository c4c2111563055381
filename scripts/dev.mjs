#!/usr/bin/env node
// The run command's second half (after install and build): finds or starts PostgreSQL, Redis and
// object storage, starts every service and the OCR worker, seeds a demo catalog on first run, and
// stops everything on Ctrl-C. Configuration comes from the environment (see README).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureDatabase, ensureObjectStorage, ensurePostgres, ensureRedis, writeJson } from './lib/infra.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = resolve(process.env.SHOP_DATA_DIR ?? join(root, '.data'));
const offset = Number(process.env.SHOP_PORT_OFFSET ?? 0);
const gatewayPort = Number(process.env.PORT ?? 8080);
const ports = { catalog: 4001 + offset, orders: 4002 + offset, payments: 4003 + offset, 'ocr-worker': 4004 + offset };
const children = [];
const log = (message) => process.stdout.write(`[shop] ${message}\n`);

function loadSecrets() {
  mkdirSync(dataDir, { recursive: true });
  const path = join(dataDir, 'secrets.json');
  // Kept between runs so the admin password and sessions survive a restart.
  const saved = existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : {};
  const secrets = {
    ADMIN_PASSWORD: process.env.ADMIN_PASSWORD ?? saved.ADMIN_PASSWORD ?? randomBytes(9).toString('base64url'),
    SESSION_SECRET: process.env.SESSION_SECRET ?? saved.SESSION_SECRET ?? randomBytes(32).toString('hex'),
    INTERNAL_TOKEN: process.env.INTERNAL_TOKEN ?? saved.INTERNAL_TOKEN ?? randomBytes(24).toString('hex'),
    DOWNLOAD_TOKEN_SECRET:
      process.env.DOWNLOAD_TOKEN_SECRET ?? saved.DOWNLOAD_TOKEN_SECRET ?? randomBytes(32).toString('hex'),
  };
  writeJson(path, secrets);
  return secrets;
}

function startService(name, env) {
  const entry = join(root, 'services', name, 'dist', 'main.js');
  if (!existsSync(entry)) throw new Error(`${entry} is missing: run the build first (pnpm build).`);
  // SERVICE_NODE_ARGS passes node flags to every service, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof".
  const nodeArgs = (process.env.SERVICE_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, entry], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const prefix = `[${name}] `;
  for (const stream of [child.stdout, child.stderr]) {
    let buffered = '';
    stream.on('data', (chunk) => {
      buffered += chunk;
      const lines = buffered.split('\n');
      buffered = lines.pop() ?? '';
      for (const line of lines) process.stdout.write(prefix + line + '\n');
    });
  }
  child.on('exit', (code, signal) => {
    if (!stopping) {
      log(`${name} exited (${signal ?? code}); stopping everything`);
      void stop(1);
    }
  });
  children.push({ name, child });
  return child;
}

async function waitReady(name, port, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/readyz`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${name} was not ready on port ${port} within ${timeoutMs / 1000} s`);
}

let stopping = false;
let storage;
async function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  log('stopping…');
  // The reverse of the start order: the gateway stops taking requests first, the services finish
  // their in-flight work, and the data stores they use go last.
  for (const { child } of [...children].reverse()) {
    if (child.exitCode === null) child.kill('SIGTERM');
    await new Promise((r) => (child.exitCode !== null ? r() : child.once('exit', r)));
  }
  await storage?.close();
  process.exit(code);
}
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));

try {
  const secrets = loadSecrets();
  const postgres = await ensurePostgres({ dataDir, log, children });
  await ensureDatabase(postgres.url);
  const redis = await ensureRedis({ dataDir, log, children });
  storage = await ensureObjectStorage({ dataDir, log, port: Number(process.env.S3_PORT ?? 9000 + offset) });

  const common = {
    NODE_ENV: process.env.NODE_ENV ?? 'development',
    LOG_FORMAT: process.env.LOG_FORMAT ?? 'pretty',
    DATABASE_URL: postgres.url,
    REDIS_URL: redis.url,
    S3_ENDPOINT: storage.endpoint,
    S3_ACCESS_KEY: storage.accessKey ?? 'S3RVER',
    S3_SECRET_KEY: storage.secretKey ?? 'S3RVER',
    S3_BUCKET: process.env.S3_BUCKET ?? 'artworks',
    INTERNAL_TOKEN: secrets.INTERNAL_TOKEN,
    PUBLIC_BASE_URL: process.env.PUBLIC_BASE_URL ?? `http://localhost:${gatewayPort}`,
    CATALOG_URL: `http://127.0.0.1:${ports.catalog}`,
    ORDERS_URL: `http://127.0.0.1:${ports.orders}`,
    PAYMENTS_URL: `http://127.0.0.1:${ports.payments}`,
  };
  for (const name of ['catalog', 'orders', 'payments', 'ocr-worker']) {
    startService(name, { ...common, PORT: String(ports[name]), DOWNLOAD_TOKEN_SECRET: secrets.DOWNLOAD_TOKEN_SECRET });
    // One at a time: each runs its migrations first, and two cores are better spent in turn.
    await waitReady(name, ports[name]);
  }
  startService('gateway', {
    ...common,
    PORT: String(gatewayPort),
    HOST: process.env.HOST ?? '0.0.0.0',
    ADMIN_PASSWORD: secrets.ADMIN_PASSWORD,
    SESSION_SECRET: secrets.SESSION_SECRET,
    WEB_DIST: join(root, 'apps', 'web', 'dist'),
  });
  await waitReady('gateway', gatewayPort);

  if (process.env.SHOP_SEED !== 'false') {
    const { seedDemoCatalog } = await import('./lib/seed.mjs');
    await seedDemoCatalog({ baseUrl: `http://127.0.0.1:${gatewayPort}`, adminPassword: secrets.ADMIN_PASSWORD, log });
  }

  log('');
  log(`Shop:           http://localhost:${gatewayPort}/`);
  log(`Dashboard:      http://localhost:${gatewayPort}/dashboard`);
  log(`Admin password: ${secrets.ADMIN_PASSWORD}`);
  log('Press Ctrl-C to stop everything.');
} catch (error) {
  process.stderr.write(`[shop] ${error instanceof Error ? error.message : String(error)}\n`);
  await stop(1);
}
