// What the home page costs a shopper, against its targets:
//   1. the gzipped JavaScript the home page loads (route-level code splitting keeps the dashboard
//      and payment code out of it): target under 150 KB;
//   2. the bytes of images the home page loads with 24 artworks in the house category, through
//      the preview renditions: target under 1.5 MB.
// Starts its own copy of the product (the run command's launcher on ports, a database and queues of its own),
// seeds 24 approved artworks through the admin API, and loads / in the system Chromium at a wide
// desktop viewport (1440x900, DPR 1): the first figure is what loads before any scrolling, the
// second after scrolling to the end of the page (every one of the 24 previews loaded).
//   pnpm turbo run build && node bench/web/bench-web.mjs [--keep-db]
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import sharp from 'sharp';
import { signInAsAdmin, uploadForSale } from '../lib/admin-session.mjs';
import { runBrowserBench } from '../lib/browser-bench-product.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
// Playwright lives with the browser tests; reuse it (and the system Chromium) rather than a second copy.
const { chromium } = createRequire(join(root, 'e2e', 'package.json'))('@playwright/test');

const ARTWORKS = 24;
const HOUSE_CATEGORY = process.env.HOUSE_CATEGORY ?? 'Core Collection';
const JS_TARGET_BYTES = 150 * 1024;
const IMAGE_TARGET_BYTES = 1.5 * 1024 * 1024;
const port = Number(process.env.BENCH_PORT ?? 23080);
const baseUrl = `http://127.0.0.1:${port}`;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/**
 * A detailed 1600x1600 artwork-like image, different for each index: a gradient, a few hundred
 * overlapping shapes and per-pixel grain, so its previews carry as much detail as generated art
 * (smooth test images would make the preview figures look better than real life).
 */
async function artworkImage(index) {
  const size = 1600;
  const hue = (index * 47) % 360;
  let seed = index * 7919 + 1;
  const random = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
  };
  const shapes = Array.from({ length: 400 }, () => {
    const x = Math.round(random() * size);
    const y = Math.round(random() * size);
    const r = Math.round(6 + random() * 90);
    const fill = `hsl(${Math.round(hue + random() * 160) % 360},${Math.round(50 + random() * 40)}%,${Math.round(25 + random() * 50)}%)`;
    return random() < 0.5
      ? `<circle cx="${x}" cy="${y}" r="${r}" fill="${fill}" opacity="${(0.4 + random() * 0.6).toFixed(2)}"/>`
      : `<rect x="${x}" y="${y}" width="${r * 2}" height="${Math.round(r * (0.3 + random()))}" fill="${fill}" transform="rotate(${Math.round(random() * 90)} ${x} ${y})"/>`;
  }).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="hsl(${hue},70%,45%)"/><stop offset="1" stop-color="hsl(${(hue + 120) % 360},70%,35%)"/>
    </linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>${shapes}</svg>`;
  const { data, info } = await sharp(Buffer.from(svg)).raw().toBuffer({ resolveWithObject: true });
  for (let i = 0; i < data.length; i += 1)
    data[i] = Math.max(0, Math.min(255, data[i] + Math.round((random() - 0.5) * 24)));
  return sharp(data, { raw: info }).jpeg({ quality: 90 }).toBuffer();
}

async function seed(product) {
  const cookie = (await signInAsAdmin(baseUrl, product.adminPassword)).join('; ');
  let originalBytes = 0;
  const ids = [];
  for (let i = 0; i < ARTWORKS; i += 1) {
    const image = await artworkImage(i);
    originalBytes += image.length;
    const artwork = await uploadForSale(baseUrl, cookie, {
      title: `Bench artwork ${i + 1}`,
      category: HOUSE_CATEGORY,
      image,
      filename: `bench-${i + 1}.jpg`,
    });
    ids.push(artwork.id);
  }
  // Let the worker write the previews (the catalog makes renditions on the fly before that, but
  // the steady state is what shoppers see). Bounded: the figures are valid either way.
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline) {
    const list = await (await fetch(`${baseUrl}/api/artworks?status=approved`, { headers: { cookie } })).json();
    const done = list.filter((a) => ids.includes(a.id) && ['processed', 'failed'].includes(a.ocrStatus)).length;
    if (done === ids.length) break;
    await sleep(2000);
  }
  return { originalBytes };
}

async function measure(deviceScaleFactor) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  try {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, deviceScaleFactor });
    const page = await context.newPage();
    const scripts = new Map();
    const images = new Map();
    page.on('response', async (response) => {
      const type = response.request().resourceType();
      if (type !== 'script' && type !== 'image') return;
      try {
        const body = await response.body();
        if (type === 'script')
          scripts.set(response.url(), { raw: body.length, gzip: gzipSync(body, { level: 9 }).length });
        else images.set(response.url(), body.length);
      } catch {
        // a response without a body (redirect, 304): nothing to count
      }
    });
    await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' });
    await page.getByRole('article').first().waitFor();
    await page.waitForLoadState('networkidle');
    const sum = (map, key) => [...map.values()].reduce((total, value) => total + (key ? value[key] : value), 0);
    const initial = { images: images.size, imageBytes: sum(images) };
    const js = { files: scripts.size, raw: sum(scripts, 'raw'), gzip: sum(scripts, 'gzip'), urls: [...scripts.keys()] };
    // Scroll in steps so every lazy image comes into view.
    for (let y = 0; y < 20; y += 1) {
      await page.mouse.wheel(0, 800);
      await sleep(150);
    }
    await page.waitForLoadState('networkidle');
    await sleep(500);
    const all = { images: images.size, imageBytes: sum(images) };
    const cards = await page.getByRole('article').count();
    return { js, initial, all, cards, scriptsAfterScroll: scripts.size };
  } finally {
    await browser.close();
  }
}

await runBrowserBench({ name: 'web', port, env: { HOUSE_CATEGORY } }, async (product) => {
  const { originalBytes } = await seed(product);
  const result = await measure(1);
  const retina = await measure(2);
  const jsOk = result.js.gzip < JS_TARGET_BYTES;
  const imagesOk = result.all.imageBytes < IMAGE_TARGET_BYTES;
  console.log(
    `home page JavaScript: ${result.js.files} files, ${kb(result.js.raw)} raw, ${kb(result.js.gzip)} gzipped (target < ${kb(JS_TARGET_BYTES)}) ${jsOk ? 'OK' : 'OVER'}`,
  );
  for (const url of result.js.urls) console.log(`  ${new URL(url).pathname}`);
  console.log(
    `home page images, ${result.cards} artworks: ${result.initial.images} images, ${kb(result.initial.imageBytes)} before scrolling`,
  );
  console.log(
    `home page images, ${result.cards} artworks: ${result.all.images} images, ${kb(result.all.imageBytes)} after scrolling to the end (target < ${kb(IMAGE_TARGET_BYTES)}) ${imagesOk ? 'OK' : 'OVER'}`,
  );
  console.log(
    `same page on a 2x (retina) screen, which picks the 960 px previews: ${kb(retina.all.imageBytes)} of images`,
  );
  console.log(`(the ${ARTWORKS} originals weigh ${kb(originalBytes)})`);
  console.log(
    JSON.stringify({
      jsGzipBytes: result.js.gzip,
      jsRawBytes: result.js.raw,
      imageBytesInitial: result.initial.imageBytes,
      imageBytesAll: result.all.imageBytes,
      imageBytesAllDpr2: retina.all.imageBytes,
      originalBytes,
    }),
  );
  return jsOk && imagesOk;
});
