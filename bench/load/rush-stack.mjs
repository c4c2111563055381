// The shop bench/load/rush.mjs rushes: the run command (`node scripts/dev.mjs`, what
// scripts/start.sh runs after install and build) started here in production log mode, or a shop
// already running (`--url`). Either way its processes are found from /proc: the gateway by its
// port, the run command (the log printer) as its parent, the services as the run command's
// children, object storage and the mail catcher by the ports the services were given, PostgreSQL's
// backends in pg_stat_activity and Redis by INFO.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { dropDatabase, freePort, runPorts, S3RVER_KEY } from '@shop/launcher';
import { pg, root, sleep } from '../lib/shop-stack.mjs';
import {
  childrenOf,
  commandLineOf,
  environmentOf,
  parentOf,
  pidListeningOn,
  postgresGroups,
  redisPid,
  serviceNameOf,
} from './rush-processes.mjs';

const require = createRequire(join(root, 'bench', 'package.json'));
const Redis = require('ioredis');

const bindable = (port) =>
  new Promise((resolveBind) => {
    const server = createServer();
    server.once('error', () => resolveBind(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolveBind(true)));
  });

/** A SHOP_PORT_OFFSET whose service ports (4001+offset…) are all free, below the ephemeral range. */
async function freeOffset() {
  for (let attempt = 0; attempt < 50; attempt++) {
    const offset = 10_000 + Math.floor(Math.random() * 10_000);
    const { catalog, orders, payments, notifications } = runPorts(offset);
    const ports = [catalog, orders, payments, runPorts(offset)['ocr-worker'], notifications];
    if ((await Promise.all(ports.map(bindable))).every(Boolean)) return offset;
  }
  throw new Error('no free SHOP_PORT_OFFSET found');
}

/** Spawns a node script of ours, its output into `logFile`; answers once `ready(text)` holds. */
async function spawnUntil(args, { env, logFile, ready, timeoutMs, what }) {
  const fd = openSync(logFile, 'a');
  const child = spawn(process.execPath, args, { env, stdio: ['ignore', fd, fd], cwd: root });
  closeSync(fd);
  let exited = false;
  child.once('exit', () => (exited = true));
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const text = existsSync(logFile) ? readFileSync(logFile, 'utf8') : '';
    if (ready(text)) return child;
    if (exited || Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(
        `${what} did not start (${exited ? 'it exited' : 'timed out'}); its output:\n${text.slice(-3000)}`,
      );
    }
    await sleep(200);
  }
}

const stopChild = async (child, graceMs) => {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolveExit) => child.once('exit', resolveExit));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await exited;
  clearTimeout(timer);
};

/**
 * Starts the run command as an operator would in production log mode (NODE_ENV=production,
 * LOG_FORMAT=json), on ports, a database, a queue prefix and rate-limit counters of its own, no
 * demo seed. Object storage (s3rver) and the mail catcher (maildev) run in processes of their own,
 * handed to the run command by its own settings S3_ENDPOINT and SMTP_URL, so that their CPU is
 * counted apart from the run command's (which then only prints the services' log lines).
 */
export async function startRunCommand({ log, nodeArgs = [], env = {}, keepLogs = false }) {
  const runId = randomBytes(4).toString('hex');
  const runDir = join(tmpdir(), `shop-rush-${runId}`);
  mkdirSync(runDir, { recursive: true });
  const databaseServer = process.env.BENCH_DATABASE_SERVER ?? 'postgres://postgres@127.0.0.1:5432';
  const databaseName = `shop_rush_${runId}`;
  const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
  const queuePrefix = `rush-${runId}`;
  const children = [];
  const stop = async () => {
    for (const child of children.reverse()) await stopChild(child, 30_000);
    await dropDatabase(`${databaseServer}/postgres`, databaseName).catch(() => undefined);
    const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
    try {
      await redis.connect();
      for (const pattern of [`${queuePrefix}:*`, `${queuePrefix}-ratelimit:*`]) {
        let cursor = '0';
        do {
          const [next, keys] = await redis.scan(cursor, 'MATCH', pattern, 'COUNT', 1000);
          if (keys.length > 0) await redis.unlink(...keys);
          cursor = next;
        } while (cursor !== '0');
      }
    } catch {
      // the keys expire or stay under a prefix nobody uses: harmless
    } finally {
      redis.disconnect();
    }
    if (keepLogs) {
      rmSync(join(runDir, 's3'), { recursive: true, force: true });
      log(`logs kept in ${runDir}`);
    } else rmSync(runDir, { recursive: true, force: true });
  };
  try {
    const s3Port = await freePort();
    children.push(
      await spawnUntil(
        [join(root, 'packages', 'launcher', 'bin', 's3rver-process.mjs'), String(s3Port), join(runDir, 's3')],
        {
          env: { PATH: process.env.PATH },
          logFile: join(runDir, 's3rver.log'),
          ready: (text) => text.includes('listening'),
          timeoutMs: 30_000,
          what: 's3rver',
        },
      ),
    );
    const smtpPort = await freePort();
    const mailWebPort = await freePort();
    children.push(
      await spawnUntil([join(root, 'bench', 'load', 'rush-mail-catcher.mjs'), String(smtpPort), String(mailWebPort)], {
        env: { PATH: process.env.PATH },
        logFile: join(runDir, 'mail-catcher.log'),
        ready: (text) => text.includes('ready'),
        timeoutMs: 30_000,
        what: 'the mail catcher',
      }),
    );
    const gatewayPort = await freePort();
    const logFile = join(runDir, 'run-command.log');
    log(`starting the run command (node scripts/dev.mjs, NODE_ENV=production LOG_FORMAT=json), output in ${logFile}`);
    children.push(
      await spawnUntil([join(root, 'scripts', 'dev.mjs')], {
        env: {
          PATH: process.env.PATH ?? '/usr/bin:/bin',
          HOME: process.env.HOME ?? '/tmp',
          NODE_ENV: 'production',
          LOG_FORMAT: 'json',
          NO_COLOR: '1',
          SHOP_DATA_DIR: join(runDir, 'data'),
          SHOP_PORT_OFFSET: String(await freeOffset()),
          SHOP_SEED: 'false',
          PORT: String(gatewayPort),
          DATABASE_URL: `${databaseServer}/${databaseName}`,
          REDIS_URL: redisUrl,
          QUEUE_PREFIX: queuePrefix,
          RATE_LIMIT_NAMESPACE: `${queuePrefix}-ratelimit:`,
          S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
          S3_ACCESS_KEY: S3RVER_KEY,
          S3_SECRET_KEY: S3RVER_KEY,
          SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
          // Production has no payments default (it fails closed); the bench never takes money.
          PAYMENTS_PROVIDER: 'simulator',
          // Required in production.
          MAIL_FROM: 'Algorithmic Art Gallery <orders@rush.invalid>',
          CONTACT_TO: 'artist@rush.invalid',
          ...(nodeArgs.length > 0 ? { SERVICE_NODE_ARGS: nodeArgs.join(' ') } : {}),
          // Passed on so one tree can be measured both ways (docs/scaling.md).
          ...(process.env.DATABASE_PREPARED_STATEMENTS
            ? { DATABASE_PREPARED_STATEMENTS: process.env.DATABASE_PREPARED_STATEMENTS }
            : {}),
          ...env,
        },
        logFile,
        ready: (text) => text.includes('Press Ctrl-C to stop everything.'),
        timeoutMs: 300_000,
        what: 'the run command',
      }),
    );
    const secrets = JSON.parse(readFileSync(join(runDir, 'data', 'secrets.json'), 'utf8'));
    return {
      runId,
      url: `http://127.0.0.1:${gatewayPort}`,
      adminPassword: secrets.ADMIN_PASSWORD,
      mailUrl: `http://127.0.0.1:${mailWebPort}`,
      logFile,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** The admin password a run command keeps in `.data/secrets.json` (attach mode's default). */
export function keptAdminPassword() {
  const path = join(root, '.data', 'secrets.json');
  return existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')).ADMIN_PASSWORD : undefined;
}

const portOf = (url) => {
  const parsed = new URL(url);
  return Number(parsed.port || (parsed.protocol === 'https:' ? 443 : 80));
};

/**
 * The processes of the shop answering at `url`, grouped by what they are (name → pids, or a
 * function answering the pids now), and what the checks need: the orders and payments databases
 * and the Redis server. Processes of another user, or another machine, are left out (and named).
 */
export async function discoverStack(url, log) {
  const gatewayPid = pidListeningOn(portOf(url));
  if (gatewayPid === undefined) throw new Error(`nothing of ours listens on ${url}: is the shop running here?`);
  const launcherPid = parentOf(gatewayPid);
  const isRunCommand = commandLineOf(launcherPid).some((arg) =>
    /scripts\/dev\.mjs$|launcher\/dist\/main\.js$/.test(arg),
  );
  const labels = new Map(); // pid → labels (s3rver and the catcher may live in the run command)
  const label = (pid, name) => {
    if (pid === undefined) return;
    labels.set(pid, [...(labels.get(pid) ?? []), name]);
  };
  const services = isRunCommand ? childrenOf(launcherPid) : [gatewayPid];
  if (isRunCommand) label(launcherPid, 'run command (log printer)');
  const byService = new Map();
  for (const pid of services) {
    const name = serviceNameOf(pid);
    byService.set(name, [...(byService.get(name) ?? []), pid]);
  }
  if (!isRunCommand) {
    // Without the run command: the services the gateway was told about.
    const gatewayEnv = environmentOf(gatewayPid);
    for (const variable of ['CATALOG_URL', 'ORDERS_URL', 'PAYMENTS_URL', 'NOTIFICATIONS_URL'])
      for (const address of (gatewayEnv[variable] ?? '').split(',').filter(Boolean)) {
        const pid = pidListeningOn(portOf(address));
        if (pid !== undefined) byService.set(serviceNameOf(pid), [...(byService.get(serviceNameOf(pid)) ?? []), pid]);
      }
    log('no run command above the gateway: the OCR worker and a log printer are not counted');
  }
  const envOf = (service) => environmentOf(byService.get(service)?.[0]);
  const ordersEnv = envOf('orders');
  const paymentsEnv = envOf('payments');
  const notificationsEnv = envOf('notifications');
  if (ordersEnv.S3_ENDPOINT) label(pidListeningOn(portOf(ordersEnv.S3_ENDPOINT)), 's3 (s3rver)');
  if (notificationsEnv.SMTP_URL) label(pidListeningOn(portOf(notificationsEnv.SMTP_URL)), 'mail catcher (maildev)');

  const groups = Object.fromEntries(byService);
  for (const [pid, names] of labels) groups[names.join(' + ')] = [pid];

  const ordersDatabaseUrl = process.env.RUSH_ORDERS_DATABASE_URL ?? ordersEnv.DATABASE_URL;
  const paymentsDatabaseUrl = process.env.RUSH_PAYMENTS_DATABASE_URL ?? paymentsEnv.DATABASE_URL ?? ordersDatabaseUrl;
  if (!ordersDatabaseUrl)
    throw new Error("cannot read the orders service's DATABASE_URL: set RUSH_ORDERS_DATABASE_URL");
  const ordersDb = new pg.Pool({ connectionString: ordersDatabaseUrl, max: 2 });
  const paymentsDb =
    paymentsDatabaseUrl === ordersDatabaseUrl
      ? ordersDb
      : new pg.Pool({ connectionString: paymentsDatabaseUrl, max: 2 });
  const database = decodeURIComponent(new URL(ordersDatabaseUrl).pathname.slice(1));
  const postgres = await postgresGroups(ordersDb, database);
  if (postgres.backends) {
    groups[`postgres (backends of ${database})`] = postgres.backends;
    groups['postgres (server processes, shared)'] = postgres.shared;
  } else log('PostgreSQL does not run on this machine: its CPU is not counted');
  const redisUrl = envOf('gateway').REDIS_URL ?? ordersEnv.REDIS_URL ?? 'redis://127.0.0.1:6379';
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
  const redisServer = await redisPid(redis).catch(() => undefined);
  redis.disconnect();
  if (redisServer !== undefined) groups['redis (server, shared)'] = [redisServer];
  else log('Redis does not run on this machine: its CPU is not counted');
  return {
    groups,
    pidNames: new Map([...byService].flatMap(([name, pids]) => pids.map((pid) => [pid, name]))),
    ordersDb,
    paymentsDb,
    async close() {
      await ordersDb.end();
      if (paymentsDb !== ordersDb) await paymentsDb.end();
    },
  };
}
