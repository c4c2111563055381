// After the rush, what bench/load/rush.mjs checks in the stores: every paid PayPal order of this
// run recorded exactly once and its sums right (payments' and orders' schemas), every receipt in
// the mail catcher exactly once, every download byte-identical to the uploaded original or, where
// orders signs (the run command makes a signing key), a C2PA-signed copy with the original's pixels.
import sharp from 'sharp';
import { sleep } from '../lib/shop-stack.mjs';
import { cents } from './rush-traffic.mjs';

/** Paid payment orders of this run, their orders and their lines, as the databases have them. */
async function storedFacts({ ordersDb, paymentsDb, runId, checkouts }) {
  const known = checkouts.map((checkout) => checkout.paypalOrderId);
  const { rows: payments } = await paymentsDb.query(
    `select provider_order_id as id, status, subtotal_cents, discount_cents, tax_cents, total_cents, captured_cents,
            promo_code, payer_email
       from payments.payment_orders
      where provider_order_id = any($1) or payer_email like $2`,
    [known, `rush-${runId}-%`],
  );
  const { rows: orders } = await ordersDb.query(
    `select o.id, o.paypal_order_id, o.customer_email, o.status, o.subtotal_cents, o.discount_cents, o.tax_cents,
            o.total_cents, o.promo_code,
            (select coalesce(sum(l.unit_price_cents * l.quantity), 0)::int from orders.order_lines l where l.order_id = o.id) as lines_cents,
            (select count(*)::int from orders.order_lines l where l.order_id = o.id) as lines,
            (select count(*)::int from orders.download_grants g where g.order_id = o.id) as grants
       from orders.orders o
      where o.paypal_order_id = any($1) or o.customer_email like $2`,
    [[...new Set([...known, ...payments.map((row) => row.id)])], `rush-${runId}-%`],
  );
  return { payments, orders };
}

/** Waits until every order has a receipt (or `waitMs` passed), then a moment more for doubles. */
async function receiptsOf(mailUrl, runId, orderIds, waitMs) {
  const started = performance.now();
  let found = new Map();
  for (;;) {
    const response = await fetch(`${mailUrl}/api/email`, { signal: AbortSignal.timeout(30_000) });
    if (!response.ok) throw new Error(`the mail catcher answered ${response.status}`);
    const mails = (await response.json()).filter((mail) =>
      mail.to?.some((to) => to.address.startsWith(`rush-${runId}-`)),
    );
    found = new Map();
    for (const mail of mails) {
      if (!mail.subject?.startsWith('Your receipt')) continue;
      const orderId =
        /Order number: ([0-9a-f-]{36})/.exec(mail.text ?? '')?.[1] ?? `(no order number: ${mail.subject})`;
      found.set(orderId, [...(found.get(orderId) ?? []), mail]);
    }
    const missing = orderIds.filter((id) => !found.has(id));
    if (missing.length === 0 || performance.now() - started > waitMs) break;
    await sleep(500);
  }
  const allArrivedMs = performance.now() - started;
  await sleep(2000);
  return { found, allArrivedMs };
}

/**
 * The integrity checks; answers `{failures, lines}`: `lines` say what was checked, `failures`
 * what did not hold (the bench exits non-zero when there is any).
 */
export async function checkIntegrity({
  artworks,
  signedSamples,
  ordersDb,
  paymentsDb,
  mailUrl,
  runId,
  checkouts,
  downloads,
  mailWaitMs,
}) {
  const failures = [];
  const lines = [];
  const fail = (what) => failures.push(what);
  const { payments, orders } = await storedFacts({ ordersDb, paymentsDb, runId, checkouts });
  const paid = payments.filter((row) => row.status === 'COMPLETED');
  const ordersOf = new Map();
  for (const order of orders)
    ordersOf.set(order.paypal_order_id, [...(ordersOf.get(order.paypal_order_id) ?? []), order]);
  const paymentOf = new Map(payments.map((row) => [row.id, row]));

  for (const payment of paid) {
    const recorded = ordersOf.get(payment.id) ?? [];
    if (recorded.length !== 1) {
      fail(`PayPal order ${payment.id} is paid and recorded ${recorded.length} times`);
      continue;
    }
    const [order] = recorded;
    const sums = `subtotal ${order.subtotal_cents} − discount ${order.discount_cents} + tax ${order.tax_cents}`;
    if (order.lines_cents !== order.subtotal_cents)
      fail(`order ${order.id}: its lines sum to ${order.lines_cents} cents, its subtotal is ${order.subtotal_cents}`);
    if (order.subtotal_cents - order.discount_cents + order.tax_cents !== order.total_cents)
      fail(`order ${order.id}: ${sums} ≠ total ${order.total_cents}`);
    if (order.total_cents !== payment.captured_cents || order.total_cents !== payment.total_cents)
      fail(
        `order ${order.id}: total ${order.total_cents}, PayPal captured ${payment.captured_cents} of ${payment.total_cents}`,
      );
    if (
      order.subtotal_cents !== payment.subtotal_cents ||
      order.discount_cents !== payment.discount_cents ||
      order.tax_cents !== payment.tax_cents
    )
      fail(`order ${order.id}: ${sums} differs from the payment's ${JSON.stringify(payment)}`);
    if (order.grants !== order.lines)
      fail(`order ${order.id}: ${order.lines} lines but ${order.grants} download grants`);
  }
  for (const order of orders)
    if (paymentOf.get(order.paypal_order_id)?.status !== 'COMPLETED')
      fail(`order ${order.id} is recorded but its PayPal order ${order.paypal_order_id} is not paid`);
  lines.push(
    `orders DB: ${paid.length} paid PayPal orders of this run, ${orders.length} orders recorded; each paid one recorded once, lines = subtotal, subtotal − discount + tax = total = captured`,
  );

  // What each buyer was told along the way agrees with itself and with the store.
  const orderById = new Map(orders.map((order) => [order.id, order]));
  let discounted = 0;
  for (const checkout of checkouts) {
    const { quoted, created, captured } = checkout;
    if (quoted.total !== created.total || created.total !== captured)
      fail(
        `PayPal order ${checkout.paypalOrderId}: quoted ${quoted.total}, created ${created.total}, captured ${captured}`,
      );
    if (!checkout.orderId) continue;
    const order = orderById.get(checkout.orderId);
    if (checkout.shownTotal !== undefined && cents(checkout.shownTotal) !== order?.total_cents)
      fail(`order ${checkout.orderId}: the buyer was shown ${checkout.shownTotal}, stored ${order?.total_cents} cents`);
    if (checkout.promoCode) {
      discounted += 1;
      if (!(order?.discount_cents > 0) || order?.promo_code !== checkout.promoCode)
        fail(
          `order ${checkout.orderId}: ${checkout.promoCode} applied, stored discount ${order?.discount_cents} (${order?.promo_code})`,
        );
    }
  }
  lines.push(
    `buyers: ${checkouts.length} captured checkouts, quote = created = captured = shown total; ${discounted} with a promo code stored with its discount`,
  );

  const recordedIds = orders.filter((order) => order.status === 'completed').map((order) => order.id);
  const { found, allArrivedMs } = await receiptsOf(mailUrl, runId, recordedIds, mailWaitMs);
  for (const id of recordedIds) {
    const receipts = found.get(id) ?? [];
    if (receipts.length !== 1) fail(`order ${id}: ${receipts.length} receipts in the mail catcher`);
    const to = receipts[0]?.to?.[0]?.address;
    if (receipts.length === 1 && to !== orderById.get(id)?.customer_email)
      fail(`order ${id}: its receipt went to ${to}, not ${orderById.get(id)?.customer_email}`);
  }
  for (const [id, receipts] of found)
    if (!orderById.has(id)) fail(`${receipts.length} receipt(s) for ${id}, which is no order of this run`);
  lines.push(
    `mail catcher: ${[...found.values()].flat().length} receipts for ${recordedIds.length} orders, each wanted once, to its buyer (waited ${(allArrivedMs / 1000).toFixed(1)} s after the rush)`,
  );

  const signed = await signedCopiesOf({ artworks, downloads, signedSamples });
  const bad = downloads.filter((download) => !download.ok && !signed.has(download.digest));
  for (const download of bad)
    fail(
      `order ${download.orderId}: the download of ${download.artworkId} is neither the uploaded original nor its signed copy`,
    );
  for (const [artworkId, digests] of Map.groupBy(downloads, (download) => download.artworkId))
    if (new Set(digests.map((download) => download.digest)).size > 1)
      fail(`artwork ${artworkId}: its downloads are not all the same bytes (a signed copy made more than once?)`);
  const signedCount = downloads.filter((download) => signed.has(download.digest)).length;
  lines.push(
    `downloads: ${downloads.length} files, ${downloads.length - bad.length} whole: ${downloads.length - bad.length - signedCount} byte-identical to the uploaded originals, ${signedCount} C2PA-signed copies with the original's pixels (one copy per work)`,
  );
  return { failures, lines };
}

/**
 * The digests of downloads that are a signed copy of their work's original: the shop's manifest
 * (trainedAlgorithmicMedia) in the file, and the same pixels as the upload. One decode per
 * distinct copy; the signature itself is verified by orders' signed-downloads integration test.
 */
async function signedCopiesOf({ artworks, downloads, signedSamples }) {
  const signed = new Set();
  const pixels = async (bytes) => await sharp(bytes).raw().toBuffer();
  for (const [digest, body] of signedSamples) {
    const artworkId = downloads.find((download) => download.digest === digest)?.artworkId;
    const original = artworks.find((artwork) => artwork.id === artworkId);
    if (!original?.bytes || !body.includes('trainedAlgorithmicMedia')) continue;
    if ((await pixels(body)).equals(await pixels(original.bytes))) signed.add(digest);
  }
  return signed;
}
