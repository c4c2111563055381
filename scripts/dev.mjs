#!/usr/bin/env node
// The run command's second half (after install and build): finds or starts PostgreSQL, Redis and
// object storage, starts every service and the OCR worker, seeds a demo catalog on first run, and
// stops everything on Ctrl-C. Configuration comes from the environment (see README).
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseReplicas } from './lib/replicas.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = resolve(process.env.SHOP_DATA_DIR ?? join(root, '.data'));
const offset = Number(process.env.SHOP_PORT_OFFSET ?? 0);
const gatewayPort = Number(process.env.PORT ?? 8080);
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
    // Issue #22: this install's key for signing simulator webhooks (README "PayPal webhooks").
    PAYPAL_WEBHOOK_SECRET:
      process.env.PAYPAL_WEBHOOK_SECRET ?? saved.PAYPAL_WEBHOOK_SECRET ?? randomBytes(32).toString('hex'),
  };
  writeFileSync(path, `${JSON.stringify(secrets, null, 2)}\n`, { mode: 0o600 });
  return secrets;
}

/** The one launcher (packages/testkit), as built by `pnpm build`. */
async function loadLauncher() {
  const entry = join(root, 'packages', 'testkit', 'dist', 'index.js');
  if (!existsSync(entry)) throw new Error(`${entry} is missing: run the build first (pnpm build).`);
  return import(pathToFileURL(entry).href);
}

let shop;
let stopping = false;
async function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  log('stopping…');
  // The gateway stops taking requests first, the services finish their in-flight work, and the
  // data stores they use go last.
  await shop?.close();
  process.exit(code);
}
// The services run in process groups of their own (isDetached below), so a Ctrl-C reaches only
// this process, which stops them in order with one SIGTERM each; a closed terminal (SIGHUP) too.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => void stop(0));

try {
  // Several processes per service on one machine (docs/operations.md "Several replicas").
  const replicas = parseReplicas(process.argv.slice(2));
  const secrets = loadSecrets();
  const { startShop } = await loadLauncher();
  shop = await startShop({
    stores: 'local',
    local: { dataDir, s3Port: Number(process.env.S3_PORT ?? 9000 + offset), log },
    inheritEnv: true,
    secrets,
    queuePrefix: process.env.QUEUE_PREFIX,
    ...(replicas ? { replicas: replicas.services, workers: replicas.workers ?? 1 } : {}),
    ports: {
      catalog: 4001 + offset,
      orders: 4002 + offset,
      payments: 4003 + offset,
      'ocr-worker': 4004 + offset,
      notifications: 4005 + offset,
      'mail-smtp': Number(process.env.MAIL_SMTP_PORT ?? 1025 + offset),
      'mail-web': Number(process.env.MAIL_WEB_PORT ?? 1080 + offset),
      gateway: gatewayPort,
    },
    // With SMTP_URL set, receipts go to that server (a real provider); otherwise to the embedded
    // catcher, whose inbox the banner names.
    mail: process.env.SMTP_URL ? { smtpUrl: process.env.SMTP_URL } : 'catcher',
    // This machine only, unless HOST says otherwise (HOST=0.0.0.0 to show the shop to a phone on
    // the same network): a development run with its test-mode payments is no public server.
    gatewayHost: process.env.HOST ?? '127.0.0.1',
    serviceEnv: { gateway: { WEB_DIST: join(root, 'apps', 'web', 'dist') } },
    env: {
      NODE_ENV: process.env.NODE_ENV ?? 'development',
      LOG_FORMAT: process.env.LOG_FORMAT ?? 'pretty',
      // The services write to a pipe, not to the terminal: tell pino-pretty the terminal has colours.
      ...(process.stdout.isTTY && !process.env.NO_COLOR ? { FORCE_COLOR: '1' } : {}),
      PUBLIC_BASE_URL: process.env.PUBLIC_BASE_URL ?? `http://localhost:${gatewayPort}`,
      ...(process.env.S3_BUCKET ? { S3_BUCKET: process.env.S3_BUCKET } : {}),
    },
    // SERVICE_NODE_ARGS passes node flags to every service, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof".
    nodeArgs: (process.env.SERVICE_NODE_ARGS ?? '').split(' ').filter(Boolean),
    isSequential: true,
    isDetached: true,
    readyTimeoutMs: 60_000,
    onOutput: (name, line) => process.stdout.write(`[${name}] ${line}\n`),
    onUnexpectedExit: (name) => {
      log(`${name} exited; stopping everything`);
      void stop(1);
    },
    log,
  });

  if (process.env.SHOP_SEED !== 'false') {
    const { seedDemoCatalog } = await import('./lib/seed.mjs');
    await seedDemoCatalog({ baseUrl: `http://127.0.0.1:${gatewayPort}`, adminPassword: secrets.ADMIN_PASSWORD, log });
  }

  log('');
  log(`Shop:           http://localhost:${gatewayPort}/`);
  for (const url of shop.replicaUrls.gateway.slice(1)) log(`Also the shop:  http://localhost:${new URL(url).port}/`);
  if (replicas)
    log(
      `Replicas:       ${Object.entries(shop.replicaUrls)
        .map(([name, urls]) => `${name}×${urls.length}`)
        .concat(`ocr-worker×${shop.workers.length}`)
        .join(', ')}`,
    );
  log(`Dashboard:      http://localhost:${gatewayPort}/dashboard`);
  log(`Admin password: ${secrets.ADMIN_PASSWORD}`);
  // Issue #22: the operator's metrics are not on the shop's port.
  log(`Metrics:        ${shop.gatewayMetricsUrls[0]}/metrics (the operator's; not on the shop's port)`);
  if (shop.mail)
    log(`Mail inbox:     http://localhost:${new URL(shop.mail.webUrl).port}/ (every e-mail the shop sends)`);
  else if (process.env.SMTP_URL) log(`E-mail:         sent through ${new URL(process.env.SMTP_URL).host}`);
  log('Press Ctrl-C to stop everything.');
} catch (error) {
  process.stderr.write(`[shop] ${error instanceof Error ? error.message : String(error)}\n`);
  await stop(1);
}
