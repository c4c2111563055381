// POST /paypal/order and its capture on the real payments service (simulator, PostgreSQL), with
// the catalog faked at the HTTP level. Measures the service alone, no gateway:
//   node bench/http-payments/bench-payments.mjs [seconds=5] [connections=10]
import { randomBytes } from 'node:crypto';
import process from 'node:process';
import { URL } from 'node:url';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import pg from 'pg';
import { buildApp, prepare } from '@shop/payments/app';
import { paymentsEnvSchema } from '@shop/payments/config';
import { createDeps } from '@shop/payments/deps';
import { startFakeCatalog } from '@shop/testkit';

const seconds = Number(process.argv[2] ?? 5);
const connections = Number(process.argv[3] ?? 10);
const TOKEN = 'bench-internal-token-0123456789';
const server = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const name = `bench_payments_${randomBytes(4).toString('hex')}`;

async function admin(sql) {
  const client = new pg.Client({ connectionString: server });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

await admin(`create database "${name}"`);
const url = new URL(server);
url.pathname = `/${name}`;
const catalog = await startFakeCatalog(TOKEN);
const artworks = [
  catalog.add({ priceCents: 1499 }),
  catalog.add({ priceCents: 1999 }),
  catalog.add({ category: 'Miscellaneous' }),
];
const deps = createDeps(
  paymentsEnvSchema.parse({
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    INTERNAL_TOKEN: TOKEN,
    DATABASE_URL: url.toString(),
    CATALOG_URL: catalog.url,
  }),
);
await prepare(deps);
const app = await buildApp(deps);
const base = await app.listen({ port: 0, host: '127.0.0.1' });
const headers = { 'content-type': 'application/json', 'x-internal-token': TOKEN };
const body = JSON.stringify({
  items: artworks.map((a) => ({ artworkId: a.id, quantity: 1 })),
  stateCode: 'NY',
  amount: '49.97',
});

try {
  const create = await autocannon({
    url: `${base}/paypal/order`,
    method: 'POST',
    headers,
    body,
    duration: seconds,
    connections,
  });
  const non2xx = create.non2xx + create.errors;
  console.log(
    `POST /paypal/order   ${create.requests.average.toFixed(0)} req/s  latency p50 ${create.latency.p50} ms  p97.5 ${create.latency.p97_5} ms  p99 ${create.latency.p99} ms  (${create.requests.total} requests, ${non2xx} not 2xx)`,
  );

  // Captures need a fresh order each: take the ones just created, `connections` at a time.
  const { rows } = await deps.db
    .selectFrom('payment_orders')
    .select('provider_order_id')
    .where('status', '=', 'CREATED')
    .limit(1000)
    .execute()
    .then((r) => ({ rows: r }));
  const latencies = [];
  const started = performance.now();
  let failed = 0;
  for (let i = 0; i < rows.length; i += connections) {
    await Promise.all(
      rows.slice(i, i + connections).map(async ({ provider_order_id: id }) => {
        const t0 = performance.now();
        const response = await fetch(`${base}/paypal/order/${id}/capture`, {
          method: 'POST',
          headers: { 'x-internal-token': TOKEN },
        });
        await response.arrayBuffer();
        if (response.status !== 200) failed++;
        latencies.push(performance.now() - t0);
      }),
    );
  }
  const elapsedS = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const pct = (p) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))]?.toFixed(1);
  console.log(
    `POST …/capture       ${(latencies.length / elapsedS).toFixed(0)} req/s  latency p50 ${pct(50)} ms  p97.5 ${pct(97.5)} ms  p99 ${pct(99)} ms  (${latencies.length} captures, ${failed} not 200)`,
  );
} finally {
  await app.close();
  await deps.close();
  await catalog.close();
  await admin(`drop database if exists "${name}" with (force)`);
}
