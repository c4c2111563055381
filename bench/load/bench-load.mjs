#!/usr/bin/env node
// A mixed shopper load for 60 s against the whole stack in simulator mode: shoppers browse the
// list and galleries, fetch preview files, and one visit in four buys (price and create, capture,
// record the order, read it back). Prints errors (target zero), throughput and p99 per step.
//
//   pnpm turbo run build && node bench/load/bench-load.mjs [--seconds 60] [--shoppers 20]
import { parseArgs } from 'node:util';
import { percentile, sleep, startShopStack, textImage, upload } from '../lib/shop-stack.mjs';

const { values: args } = parseArgs({
  options: { seconds: { type: 'string', default: '60' }, shoppers: { type: 'string', default: '20' } },
});
const seconds = Number(args.seconds);
const shoppers = Number(args.shoppers);
const CATALOG_SIZE = 24;
const log = (line) => process.stdout.write(`${line}\n`);

const stack = await startShopStack({ label: 'load', env: { OCR_CONCURRENCY: '2' } });
try {
  // A small real shop: 24 uploaded, OCR-processed (so previews exist), approved and priced artworks.
  const cookie = await stack.adminCookie();
  const artworks = [];
  for (let i = 0; i < CATALOG_SIZE; i++) {
    const artwork = await upload(stack, cookie, await textImage(`Artwork ${i}`), `Load artwork ${i}`);
    artworks.push(artwork);
  }
  for (;;) {
    const { rows } = await stack.db.query(
      `select count(*)::int as n from catalog.artworks where ocr_status = 'processed'`,
    );
    if (rows[0].n === CATALOG_SIZE) break;
    await sleep(200);
  }
  for (const artwork of artworks) {
    const response = await fetch(`${stack.gatewayUrl}/api/artworks/${artwork.id}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ status: 'approved', price: '14.99', isForSale: true }),
    });
    if (!response.ok) throw new Error(`approve answered ${response.status}`);
  }

  const samples = new Map();
  const errors = new Map();
  const record = (step, ms, ok, detail) => {
    if (!samples.has(step)) samples.set(step, []);
    samples.get(step).push(ms);
    if (!ok) errors.set(`${step}: ${detail}`, (errors.get(`${step}: ${detail}`) ?? 0) + 1);
  };
  async function timed(step, url, init = {}, expected = [200]) {
    const started = performance.now();
    try {
      const response = await fetch(url, init);
      const body = Buffer.from(await response.arrayBuffer());
      const ok = expected.includes(response.status);
      record(step, performance.now() - started, ok, response.status);
      return ok ? body : undefined;
    } catch (error) {
      record(step, performance.now() - started, false, error.cause?.code ?? error.message);
      return undefined;
    }
  }
  const json = (body) => (body ? JSON.parse(body.toString('utf8')) : undefined);
  const pick = () => artworks[Math.floor(Math.random() * artworks.length)];
  const post = (value) => ({
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(value),
  });

  let visits = 0;
  let purchases = 0;
  const deadline = performance.now() + seconds * 1000;
  async function shopper(index) {
    while (performance.now() < deadline) {
      visits += 1;
      await timed('GET /api/artworks', `${stack.gatewayUrl}/api/artworks`);
      await timed('GET /api/galleries', `${stack.gatewayUrl}/api/galleries`);
      for (let i = 0; i < 3; i++) {
        await timed('GET /api/files/:f?w=480', `${stack.gatewayUrl}/api/files/${pick().filename}?w=480`);
      }
      if ((visits + index) % 4 !== 0) continue;
      const items = [{ artworkId: pick().id, quantity: 1 }];
      // A client without cookies records its order for the payer's own address, so
      // the simulator is told the payer, as the card form does.
      const payer = { email: `shopper${index}@example.com`, name: `Shopper ${index}` };
      const created = json(
        await timed('POST /paypal/order', `${stack.gatewayUrl}/paypal/order`, post({ items, stateCode: 'NY', payer })),
      );
      if (!created) continue;
      const captured = await timed(
        'POST /paypal/order/:id/capture',
        `${stack.gatewayUrl}/paypal/order/${created.id}/capture`,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
        },
      );
      if (!captured) continue;
      const order = json(
        await timed(
          'POST /api/orders',
          `${stack.gatewayUrl}/api/orders`,
          post({
            paypal_order_id: created.id,
            customer_email: payer.email,
            customer_name: payer.name,
            total_amount: created.total,
            artwork_ids: items.map((item) => item.artworkId),
            items,
          }),
          [201],
        ),
      );
      if (!order) continue;
      await timed('GET /api/orders/:id', `${stack.gatewayUrl}/api/orders/${order.id}`);
      purchases += 1;
    }
  }

  log(
    `bench/load: ${shoppers} concurrent shoppers for ${seconds} s over ${CATALOG_SIZE} approved artworks, payments in simulator mode`,
  );
  const started = performance.now();
  await Promise.all(Array.from({ length: shoppers }, (_, index) => shopper(index)));
  const elapsedS = (performance.now() - started) / 1000;
  const all = [...samples.values()].flat().sort((a, b) => a - b);
  const errorCount = [...errors.values()].reduce((sum, n) => sum + n, 0);
  log(
    `requests ${all.length}, errors ${errorCount}, throughput ${(all.length / elapsedS).toFixed(0)} req/s, ${visits} visits, ${purchases} completed purchases (${(purchases / elapsedS).toFixed(1)}/s)`,
  );
  log(`all requests: p50 ${percentile(all, 50).toFixed(1)} ms, p99 ${percentile(all, 99).toFixed(1)} ms`);
  for (const [step, values] of samples) {
    const sorted = [...values].sort((a, b) => a - b);
    log(
      `  ${step.padEnd(32)} n=${String(sorted.length).padStart(6)}  p50 ${percentile(sorted, 50).toFixed(1).padStart(7)} ms  p99 ${percentile(sorted, 99).toFixed(1).padStart(7)} ms`,
    );
  }
  for (const [what, count] of errors) log(`  error ${what} × ${count}`);
  const { rows } = await stack.db.query('select count(*)::int as n from orders.orders');
  log(`orders stored: ${rows[0].n} (completed purchases seen by shoppers: ${purchases})`);
  log(`memory (RSS MB): ${JSON.stringify(stack.memory())}`);
} finally {
  await stack.stop();
}
