#!/usr/bin/env node
// The run command's second half (after install and build; scripts/start.sh): finds or starts
// PostgreSQL, Redis and object storage, starts every service, the OCR worker and the mail catcher,
// seeds a demo catalog on first run, and stops everything on Ctrl-C. Its settings: config.ts.
import { join } from 'node:path';
import { loadRunConfig } from './config.js';
import { parseReplicas } from './run/replicas.js';
import { keptSecrets } from './run/kept-secrets.js';
import { seedDemoCatalog } from './run/seed.js';
import { startLocalShop } from './shop/local-shop.js';
import { REPO_ROOT, type Shop } from './shop/types.js';

const log = (message: string) => process.stdout.write(`[shop] ${message}\n`);

let shop: Shop | undefined;
let isStopping = false;
async function stop(code = 0): Promise<void> {
  if (isStopping) return;
  isStopping = true;
  log('stopping…');
  // The gateway stops taking requests first, the services finish their in-flight work, and the
  // data stores they use go last.
  await shop?.close();
  process.exit(code);
}
// The services run in process groups of their own (isDetached below), so a Ctrl-C reaches only
// this process, which stops them in order with one SIGTERM each; a closed terminal (SIGHUP) too.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => void stop(0));

function banner(started: Shop, config: ReturnType<typeof loadRunConfig>, isReplicated: boolean): void {
  const gatewayPort = config.ports.gateway;
  log('');
  log(`Shop:           http://localhost:${gatewayPort}/`);
  for (const url of started.replicaUrls.gateway.slice(1)) log(`Also the shop:  http://localhost:${new URL(url).port}/`);
  if (isReplicated)
    log(
      `Replicas:       ${Object.entries(started.replicaUrls)
        .map(([name, urls]) => `${name}×${urls.length}`)
        .concat(`ocr-worker×${started.workers.length}`)
        .join(', ')}`,
    );
  log(`Dashboard:      http://localhost:${gatewayPort}/dashboard`);
  log(`Admin password: ${started.adminPassword}`);
  // The operator's metrics are not on the shop's port.
  log(`Metrics:        ${started.gatewayMetricsUrls[0]}/metrics (the operator's; not on the shop's port)`);
  if (started.mail)
    log(`Mail inbox:     http://localhost:${new URL(started.mail.webUrl).port}/ (every e-mail the shop sends)`);
  else if (config.smtpUrl) log(`E-mail:         sent through ${new URL(config.smtpUrl).host}`);
  log('Press Ctrl-C to stop everything.');
}

try {
  const config = loadRunConfig();
  // Several processes per service on one machine (docs/operations.md "Several replicas").
  const replicas = parseReplicas(process.argv.slice(2));
  const kept = keptSecrets(
    config.dataDir,
    config.secrets,
    config.isC2paSigning ? { onNoSigning: (reason) => log(`${reason}: downloads go unsigned`) } : undefined,
  );
  // C2PA_SIGNING=off: a chain kept from an earlier run stays in secrets.json, unused.
  const secrets = config.isC2paSigning ? kept : { ...kept, C2PA_SIGNING_KEY: undefined, C2PA_SIGNING_CERTS: undefined };
  shop = await startLocalShop({
    local: { dataDir: config.dataDir, s3Port: config.s3Port, ...config.stores, log },
    baseEnv: config.inheritedEnv,
    secrets,
    queuePrefix: config.queuePrefix,
    ...(replicas ? { replicas: replicas.services, workers: replicas.workers ?? 1 } : {}),
    ports: config.ports,
    // With SMTP_URL set, receipts go to that server (a real provider); otherwise to the embedded
    // catcher, whose inbox the banner names.
    mail: config.smtpUrl ? { smtpUrl: config.smtpUrl } : 'catcher',
    // This machine only, unless HOST says otherwise (HOST=0.0.0.0 to show the shop to a phone on
    // the same network): a development run with its test-mode payments is no public server.
    gatewayHost: config.gatewayHost,
    serviceEnv: { gateway: { WEB_DIST: join(REPO_ROOT, 'apps', 'web', 'dist') } },
    env: config.env,
    nodeArgs: config.nodeArgs,
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

  if (config.isSeeded)
    await seedDemoCatalog({
      baseUrl: `http://127.0.0.1:${config.ports.gateway}`,
      adminPassword: secrets.ADMIN_PASSWORD,
      log,
    });
  banner(shop, config, replicas !== undefined);
} catch (error) {
  process.stderr.write(`[shop] ${error instanceof Error ? error.message : String(error)}\n`);
  await stop(1);
}
