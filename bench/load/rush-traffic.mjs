// The traffic of bench/load/rush.mjs: a browser-like HTTP client bound to one loopback address
// (its own rate-limit bucket at the gateway), the buyer's whole checkout as apps/web does it, and
// paced browsing of the public pages.
import { createHash } from 'node:crypto';
import { Agent, request as httpRequest } from 'node:http';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { artworkPagePath, artworkShortId } from '@shop/contracts';
import { sleep } from '../lib/shop-stack.mjs';

export const sha256 = (bytes) => createHash('sha256').update(bytes).digest('hex');

/** The i-th loopback address from `127.0.<first>.1` on (never .0 or .255). */
export const loopbackAddress = (first, index) => `127.0.${first + Math.floor(index / 254)}.${1 + (index % 254)}`;

/**
 * A browser at `localAddress`: keep-alive connections, br/gzip, the shop's own origin on writes,
 * and a cookie jar (the `shop_checkout` cookie, paths /paypal/order and /api/orders). The jar
 * sends a Secure cookie over http too: production serves the shop over https.
 */
export function browserAt(baseUrl, localAddress) {
  const base = new URL(baseUrl);
  const agent = new Agent({ keepAlive: true, maxSockets: 6, localAddress });
  const jar = new Map();
  const cookiesFor = (path) =>
    [...jar.values()]
      .filter((cookie) => path.startsWith(cookie.path))
      .map((cookie) => `${cookie.name}=${cookie.value}`)
      .join('; ');
  const keep = (setCookie = []) => {
    for (const line of setCookie) {
      const [pair, ...attributes] = line.split(';').map((part) => part.trim());
      const name = pair.slice(0, pair.indexOf('='));
      const path = attributes.find((a) => a.toLowerCase().startsWith('path='))?.slice(5) ?? '/';
      jar.set(`${name} ${path}`, { name, value: pair.slice(pair.indexOf('=') + 1), path });
    }
  };
  /** Answers `{status, headers, body}` (body decoded to bytes); throws only on a network error. */
  function send(method, path, { json, headers = {}, accept = 'application/json' } = {}) {
    const body = json === undefined ? undefined : Buffer.from(JSON.stringify(json));
    const cookie = cookiesFor(path);
    return new Promise((resolveSend, reject) => {
      const req = httpRequest(
        {
          agent,
          host: base.hostname,
          port: base.port,
          method,
          path,
          headers: {
            accept,
            'accept-encoding': 'gzip, deflate, br',
            'user-agent': 'bench/load/rush.mjs',
            ...(method === 'GET' ? {} : { origin: base.origin, 'sec-fetch-site': 'same-origin' }),
            ...(body ? { 'content-type': 'application/json', 'content-length': body.length } : {}),
            ...(cookie ? { cookie } : {}),
            ...headers,
          },
          timeout: 60_000,
        },
        (res) => {
          const chunks = [];
          res.on('data', (chunk) => chunks.push(chunk));
          res.on('error', reject);
          res.on('end', () => {
            let bytes = Buffer.concat(chunks);
            const encoding = res.headers['content-encoding'];
            if (encoding === 'br') bytes = brotliDecompressSync(bytes);
            else if (encoding === 'gzip') bytes = gunzipSync(bytes);
            else if (encoding === 'deflate') bytes = inflateSync(bytes);
            keep(res.headers['set-cookie']);
            resolveSend({ status: res.statusCode, headers: res.headers, body: bytes });
          });
        },
      );
      req.on('timeout', () => req.destroy(new Error('timeout')));
      req.on('error', reject);
      req.end(body);
    });
  }
  return { send, close: () => agent.destroy() };
}

/** Samples and errors of every step, kept apart for the warm-up and the measured window. */
export function createRecorder() {
  const samples = new Map();
  const errors = new Map();
  return {
    samples,
    errors,
    sample(step, ms) {
      if (!samples.has(step)) samples.set(step, []);
      samples.get(step).push(ms);
    },
    error(what) {
      errors.set(what, (errors.get(what) ?? 0) + 1);
    },
  };
}

const json = (answer) => JSON.parse(answer.body.toString('utf8'));
const cents = (money) => Math.round(Number(money) * 100);
const STATES = ['CA', 'NY', 'TX', 'WA', 'FL', 'OR', 'IL', 'MA'];

/**
 * One buyer: back-to-back checkouts until `shouldStop()`, each as apps/web's checkout does it
 * (features/promo-codes quote, features/payment payment-flow.ts, the success page, one download):
 *   POST /api/paypal/quote → POST /paypal/order → POST /paypal/order/:id/capture →
 *   POST /api/orders (retried on 5xx/429/network as recordOrder does) → GET /api/orders/:id →
 *   GET /api/downloads/:token of the first link, compared byte for byte with the original.
 * Every other checkout applies LAUNCH30 (a first order: each checkout is a new buyer's e-mail).
 * Writes stay under `writesPerMinute` per address (the gateway's limit) by waiting.
 */
export async function runBuyer({ index, baseUrl, runId, artworks, promoCode, writesPerMinute, thinkMs, state }) {
  const browser = browserAt(baseUrl, loopbackAddress(1, index));
  const writes = [];
  const beforeWrite = async () => {
    if (!writesPerMinute) return;
    const budget = Math.floor(writesPerMinute * 0.9);
    for (;;) {
      const now = performance.now();
      while (writes.length > 0 && writes[0] < now - 60_000) writes.shift();
      if (writes.length < budget) break;
      const wait = writes[0] + 60_000 - now + 5;
      state.rateLimitWaitMs += wait;
      await sleep(wait);
    }
    writes.push(performance.now());
  };
  let sequence = 0;
  // Each figure goes to the phase (warm-up, measured window, tail) in which it was taken.
  const recorder = {
    sample: (name, ms) => state.recorder().sample(name, ms),
    error: (what) => state.recorder().error(what),
  };
  while (!state.shouldStop()) {
    sequence += 1;
    const email = `rush-${runId}-b${index}-${sequence}@example.com`;
    const name = `Rush Buyer ${index}-${sequence}`;
    // One to three different works: an artwork is one licence per order.
    const count = Math.min(artworks.length, 1 + ((index + sequence) % 3));
    const start = (index * 7 + sequence * 3) % artworks.length;
    const cart = Array.from({ length: count }, (_, i) => artworks[(start + i) % artworks.length]);
    const items = cart.map((artwork) => ({ artworkId: artwork.id, quantity: 1 }));
    const stateCode = STATES[(index + sequence) % STATES.length];
    const promo = promoCode && sequence % 2 === 1 ? { promoCode, email } : {};
    const checkout = { email, items, stateCode, promoCode: promo.promoCode ?? null, failures: [] };
    const started = performance.now();
    const step = async (stepName, method, path, options, expected) => {
      if (method !== 'GET') await beforeWrite();
      const begun = performance.now();
      try {
        const answer = await browser.send(method, path, options);
        recorder.sample(stepName, performance.now() - begun);
        if (!expected.includes(answer.status)) {
          recorder.error(`${stepName}: ${answer.status} ${answer.body.toString('utf8').slice(0, 160)}`);
          return undefined;
        }
        return answer;
      } catch (error) {
        recorder.sample(stepName, performance.now() - begun);
        recorder.error(`${stepName}: ${error.code ?? error.message}`);
        return undefined;
      }
    };
    const done = await (async () => {
      const quoted = await step('quote', 'POST', '/api/paypal/quote', { json: { items, stateCode, ...promo } }, [200]);
      if (!quoted) return false;
      const quote = json(quoted);
      const created = await step(
        'create payment order',
        'POST',
        '/paypal/order',
        {
          json: {
            items,
            stateCode,
            currency: 'USD',
            intent: 'CAPTURE',
            amount: quote.subtotal,
            paymentMethod: 'SIMULATOR',
            payer: { name, email },
            ...promo,
          },
        },
        [200],
      );
      if (!created) return false;
      const payment = json(created);
      checkout.paypalOrderId = payment.id;
      checkout.quoted = quote;
      checkout.created = payment;
      const captured = await step('capture', 'POST', `/paypal/order/${payment.id}/capture`, {}, [200]);
      if (!captured) return false;
      const capture = json(captured);
      checkout.captureStatus = capture.status;
      checkout.captured = capture.purchase_units[0]?.amount.value;
      if (capture.status !== 'COMPLETED') {
        recorder.error(`capture: status ${capture.status}`);
        return false;
      }
      state.captured.push(checkout);
      const { given_name: given, surname } = capture.payer.name;
      const orderBody = {
        paypal_order_id: capture.id,
        customer_email: capture.payer.email_address ?? email,
        customer_name: [given, surname].filter(Boolean).join(' ') || name,
        total_amount: checkout.captured,
        artwork_ids: items.map((item) => item.artworkId),
        items,
      };
      let recorded;
      for (const delay of [1000, 2000, 4000, undefined]) {
        recorded = await step('record order', 'POST', '/api/orders', { json: orderBody }, [200, 201]);
        if (recorded || delay === undefined) break;
        state.recordRetries += 1;
        await sleep(delay);
      }
      if (!recorded) return false;
      const order = json(recorded);
      checkout.orderId = order.id;
      const read = await step('read order', 'GET', `/api/orders/${order.id}`, {}, [200]);
      if (!read) return false;
      const shown = json(read);
      checkout.shownTotal = shown.totalAmount;
      const link = new URL(shown.download_links[0]);
      const artworkId = shown.downloadItems?.[0]?.artworkId ?? items[0].artworkId;
      const downloaded = await step('download', 'GET', link.pathname, { accept: '*/*' }, [200]);
      if (!downloaded) return false;
      const original = artworks.find((artwork) => artwork.id === artworkId);
      const digest = sha256(downloaded.body);
      // With a signing key (the run command makes one) orders delivers a C2PA-signed copy, made
      // once per file: its bytes differ from the upload's. The checks decode one per work.
      if (digest !== original?.sha256 && !state.signedSamples.has(digest))
        state.signedSamples.set(digest, downloaded.body);
      state.downloads.push({ orderId: order.id, artworkId, digest, ok: digest === original?.sha256 });
      return true;
    })();
    if (done) {
      recorder.sample('whole checkout', performance.now() - started);
    } else await sleep(500);
    if (thinkMs > 0) await sleep(thinkMs);
  }
  browser.close();
}

/**
 * Browsing beside the rush: `rate` GETs a second in all (paced, not waiting for answers; at most
 * 64 in flight), from 16 addresses of their own, cycling through what a shopper's visit asks: the
 * home page, a gallery's list, another category, an artwork's page, its JSON and a preview.
 */
export async function runBrowsing({ baseUrl, rate, artworks, state }) {
  if (!rate) return;
  const browsers = Array.from({ length: 16 }, (_, i) => browserAt(baseUrl, loopbackAddress(200, i)));
  const categories = [...new Set(artworks.map((artwork) => artwork.category))];
  const kinds = [
    ['home page /', () => '/', 'text/html'],
    ['list ?limit=24', () => '/api/artworks?limit=24'],
    [
      'category list',
      (n) => `/api/artworks?category=${encodeURIComponent(categories[n % categories.length])}&limit=24`,
    ],
    ['artwork page /art/…', (n) => artworkPagePath(artworks[n % artworks.length]), 'text/html'],
    [
      'artwork JSON by short id',
      (n) => `/api/artworks/by-short-id/${artworkShortId(artworks[n % artworks.length].id)}`,
    ],
    ['preview ?w=480', (n) => `/api/files/${artworks[n % artworks.length].filename}?w=480`, 'image/webp,*/*'],
  ];
  let inFlight = 0;
  const pending = new Set();
  const interval = 1000 / rate;
  let next = performance.now();
  for (let n = 0; !state.shouldStop(); n++) {
    next += interval;
    const wait = next - performance.now();
    if (wait > 0) await sleep(wait);
    if (inFlight >= 64) {
      state.browseSkipped += 1;
      continue;
    }
    const [kind, pathOf, accept] = kinds[n % kinds.length];
    inFlight += 1;
    const begun = performance.now();
    const request = browsers[n % browsers.length]
      .send('GET', pathOf(Math.floor(n / kinds.length)), { accept: accept ?? 'application/json' })
      .then(
        (answer) => {
          if (answer.status !== 200) state.recorder().error(`browse ${kind}: ${answer.status}`);
        },
        (error) => state.recorder().error(`browse ${kind}: ${error.code ?? error.message}`),
      )
      .finally(() => {
        state.recorder().sample(`browse: ${kind}`, performance.now() - begun);
        inFlight -= 1;
        pending.delete(request);
      });
    pending.add(request);
  }
  await Promise.all(pending);
  for (const browser of browsers) browser.close();
}

export { cents };
