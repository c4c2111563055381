// Lighthouse on a phone: the mobile preset (Moto G-class screen, simulated slow 4G and
// CPU) in the system Chromium against a copy of the product started like bench-web.mjs (the one
// launcher, its own database, queues and ports), with 24 approved artworks in the house category.
// For the home page, a category page and an artwork page (when that route exists) it prints the
// performance, accessibility, best-practices and SEO scores, the page's JavaScript (gzipped, as
// sent or compressed here), the image bytes loaded before any scrolling, and the cumulative layout
// shift; the home page is measured twice, without and then with a saved featured layout. Half the
// artworks are in Abstract Art, so that the category page measured shows a full grid of images.
// Each page is audited --runs times (3 by default): every run's figures are printed,
// then the performance scores' median and range.
// Figures only: no targets are asserted (the run's timing depends on the machine).
//   pnpm turbo run build && node bench/web/lighthouse.mjs [--runs 3] [--keep-db] [--save <dir>]
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import process from 'node:process';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import lighthouse from 'lighthouse';
import sharp from 'sharp';
import { signInAsAdmin, uploadForSale } from '../lib/admin-session.mjs';
import { startBrowserBenchProduct } from '../lib/browser-bench-product.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const ARTWORKS = 24;
const HOUSE_CATEGORY = process.env.HOUSE_CATEGORY ?? 'Core Collection';
const CATEGORY_PAGE = { path: '/abstract-art', category: 'Abstract Art' };
const runsAt = process.argv.indexOf('--runs');
const RUNS = runsAt > 0 ? Math.max(1, Number(process.argv[runsAt + 1]) || 1) : 3;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const port = Number(process.env.BENCH_PORT ?? 23180);
const debuggingPort = Number(process.env.BENCH_CDP_PORT ?? port + 2);
const baseUrl = `http://127.0.0.1:${port}`;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/**
 * A 1200 px JPEG per artwork that weighs what detailed AI art weighs: soft colour fields under a
 * film grain, its 960 px webp rendition about 150 KB (printed below). Pure noise, the worst case
 * no artwork reaches, weighs about 370 KB at 960 px and 182 KB at 720 px.
 */
async function artworkImage(index) {
  const hue = (index * 47) % 360;
  const blobs = Array.from({ length: 9 }, (_, k) => {
    const x = (index * 137 + k * 211) % 1200;
    const y = (index * 71 + k * 157) % 1200;
    const r = 150 + ((index + k * 53) % 250);
    return `<circle cx="${x}" cy="${y}" r="${r}" fill="hsl(${(hue + k * 40) % 360},70%,${35 + (k % 4) * 10}%)" fill-opacity="0.7"/>`;
  }).join('');
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="1200"><defs>` +
    `<linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},60%,20%)"/>` +
    `<stop offset="1" stop-color="hsl(${(hue + 180) % 360},60%,50%)"/></linearGradient>` +
    `<filter id="b"><feGaussianBlur stdDeviation="30"/></filter></defs>` +
    `<rect width="1200" height="1200" fill="url(#g)"/><g filter="url(#b)">${blobs}</g></svg>`;
  const grain = await sharp({
    create: {
      width: 1200,
      height: 1200,
      channels: 3,
      background: { r: 128, g: 128, b: 128 },
      noise: { type: 'gaussian', mean: 128, sigma: 20 },
    },
  })
    .png()
    .toBuffer();
  return sharp(Buffer.from(svg))
    .composite([{ input: grain, blend: 'overlay' }])
    .jpeg({ quality: 88 })
    .toBuffer();
}

async function signIn(adminPassword) {
  return (await signInAsAdmin(baseUrl, adminPassword)).join('; ');
}

async function seed(cookie) {
  const artworks = [];
  for (let i = 0; i < ARTWORKS; i += 1) {
    artworks.push(
      await uploadForSale(baseUrl, cookie, {
        title: `Lighthouse artwork ${i + 1}`,
        category: i % 2 === 0 ? HOUSE_CATEGORY : CATEGORY_PAGE.category,
        image: await artworkImage(i),
        filename: `lighthouse-${i + 1}.jpg`,
      }),
    );
  }
  const ids = artworks.map((artwork) => artwork.id);
  // The steady state: previews written by the worker. Bounded; the figures are valid either way.
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    const list = await (await fetch(`${baseUrl}/api/artworks?status=approved`, { headers: { cookie } })).json();
    const items = Array.isArray(list) ? list : (list.items ?? []);
    const done = items.filter((a) => ids.includes(a.id) && ['processed', 'failed'].includes(a.ocrStatus)).length;
    if (done === ids.length) break;
    await sleep(2000);
  }
  return artworks;
}

/** The mean size of the seeded artworks' public 720 and 960 px previews, to read the image bytes by. */
async function renditionWeights(artworks) {
  const sizes = { 720: 0, 960: 0 };
  for (const { filename } of artworks) {
    for (const width of [720, 960]) {
      const preview = await fetch(`${baseUrl}/api/files/${encodeURIComponent(filename)}?w=${width}`);
      sizes[width] += (await preview.arrayBuffer()).byteLength;
    }
  }
  const mean = (width) => kb(sizes[width] / artworks.length);
  return `previews of the test art: 720 px ${mean(720)}, 960 px ${mean(960)} on average`;
}

async function saveFeaturedLayout(cookie, featuredIds) {
  const saved = await fetch(`${baseUrl}/api/layout`, {
    method: 'PUT',
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify({ template: 'modern-gallery', featuredIds }),
  });
  if (!saved.ok) throw new Error(`layout save failed: ${saved.status} ${await saved.text()}`);
}

/**
 * The canonical page of an artwork, or null while artwork pages do not exist on this build: the
 * catalog's by-short-id route (which the page reads) answers 404 for a published artwork.
 */
async function artworkPageUrl(artwork) {
  const contracts = await import(
    pathToFileURL(createRequire(join(root, 'packages', 'testkit', 'package.json')).resolve('@shop/contracts')).href
  );
  const route = await fetch(`${baseUrl}${contracts.artworkByShortIdPath(contracts.artworkShortId(artwork.id))}`);
  // Only the real route answers this artwork (an unknown path may answer something else).
  if (!route.ok || (await route.json().catch(() => null))?.id !== artwork.id) return null;
  return contracts.artworkPagePath(artwork);
}

/** The system Chromium, headless, with no sandbox, no GPU and no network of its own. */
async function startChromium() {
  const profile = mkdtempSync(join(tmpdir(), 'shop-lighthouse-'));
  const chromium = spawn(
    CHROMIUM,
    [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      `--remote-debugging-port=${debuggingPort}`,
      `--user-data-dir=${profile}`,
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  // A missing browser is an error the bench reports (and then stops the product), not a crash.
  let spawnError;
  chromium.once('error', (error) => {
    spawnError = error;
  });
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (spawnError) {
      throw new Error(`Chromium did not start at ${CHROMIUM} (apt-get install -y chromium, or set CHROMIUM_PATH)`, {
        cause: spawnError,
      });
    }
    try {
      if ((await fetch(`http://127.0.0.1:${debuggingPort}/json/version`)).ok) break;
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  return {
    async close() {
      chromium.kill('SIGTERM');
      await new Promise((resolve) => chromium.once('exit', resolve));
      // Chromium's helpers may still be writing the profile as it exits: retried, and never fatal.
      try {
        rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
      } catch (error) {
        console.error(`left the Chromium profile ${profile}: ${error.message}`);
      }
    },
  };
}

let savedCount = 0;

async function audit(path) {
  const result = await lighthouse(`${baseUrl}${path}`, {
    port: debuggingPort,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  });
  const { lhr } = result;
  // --save <dir>: each page's whole report, to read in Lighthouse's viewer.
  const saveAt = process.argv.indexOf('--save');
  if (saveAt > 0 && process.argv[saveAt + 1]) {
    mkdirSync(process.argv[saveAt + 1], { recursive: true });
    const name = `${(path.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home') + (savedCount++ ? `-${savedCount}` : '')}.json`;
    writeFileSync(join(process.argv[saveAt + 1], name), JSON.stringify(lhr));
  }
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  let jsGzip = 0;
  for (const request of requests.filter((r) => r.resourceType === 'Script')) {
    // What the gateway sends when it compresses; our own gzip of the body when it does not.
    const body = Buffer.from(await (await fetch(request.url)).arrayBuffer());
    jsGzip += Math.min(request.transferSize || Infinity, gzipSync(body, { level: 9 }).length);
  }
  // Lighthouse never scrolls: the images it loads are the ones before scrolling.
  const imageBytes = requests
    .filter((r) => r.resourceType === 'Image')
    .reduce((sum, r) => sum + (r.resourceSize || r.transferSize || 0), 0);
  // Which renditions the page's srcset picked (w=720 ×8), to read the image bytes by.
  const widths = {};
  for (const request of requests.filter((r) => r.resourceType === 'Image')) {
    const width = new URL(request.url).searchParams.get('w') ?? 'none';
    widths[width] = (widths[width] ?? 0) + 1;
  }
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  return {
    path,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    jsGzipKb: Number((jsGzip / 1024).toFixed(1)),
    imageKbBeforeScroll: Number((imageBytes / 1024).toFixed(1)),
    imageWidths: Object.entries(widths)
      .map(([width, count]) => `w=${width} ×${count}`)
      .join(', '),
    cls: Number((lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN).toFixed(3)),
    lcpMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? NaN),
    // Which element was the largest paint (Lighthouse's own list), to know what to speed up.
    lcpElement: String(
      lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.selector ?? '?',
    ),
    // What moved (Lighthouse's own list), to say what to fix when the CLS is not 0.
    shifted: (lhr.audits['layout-shifts']?.details?.items ?? [])
      .slice(0, 3)
      .map((item) => `${item.node?.selector ?? item.node?.snippet ?? '?'} (${Number(item.score ?? 0).toFixed(3)})`),
    failedAudits: Object.values(lhr.audits)
      .filter((a) => a.score === 0 && a.scoreDisplayMode === 'binary')
      .map((a) => {
        // The first thing each failed audit names (the issue type, the blocking reason).
        const first = a.details?.items?.[0];
        const sub = first?.subItems?.items?.[0];
        const detail = sub ? ` ${sub.url ?? ''} ${sub.violatedDirective ?? sub.directive ?? ''}`.trimEnd() : '';
        const what = (first?.issueType ?? first?.reason ?? first?.failureReason ?? first?.description ?? '') + detail;
        return what ? `${a.id} (${String(what).slice(0, 160)})` : a.id;
      }),
  };
}

/** The page audited RUNS times, each run printed: Lighthouse's score moves from run to run. */
async function auditRuns(label, path) {
  const runs = [];
  for (let run = 1; run <= RUNS; run += 1) {
    runs.push(await audit(path));
    print(RUNS > 1 ? `${label} #${run}` : label, runs.at(-1));
  }
  return runs;
}

function print(label, r) {
  console.log(
    `${label.padEnd(34)} perf ${r.performance}  a11y ${r.accessibility}  best ${r.bestPractices}  seo ${r.seo}  ` +
      `JS ${kb(r.jsGzipKb * 1024)} gz  images ${kb(r.imageKbBeforeScroll * 1024)} before scroll (${r.imageWidths || 'none'})  CLS ${r.cls}  LCP ${r.lcpMs} ms`,
  );
  console.log(`${''.padEnd(34)} largest paint: ${r.lcpElement}`);
  if (r.shifted.length) console.log(`${''.padEnd(34)} shifted: ${r.shifted.join(', ')}`);
  if (r.failedAudits.length) console.log(`${''.padEnd(34)} failed: ${r.failedAudits.join(', ')}`);
}

let product;
let chromium;
let exitCode = 0;
try {
  product = await startBrowserBenchProduct({ name: 'lighthouse', port, env: { HOUSE_CATEGORY } });
  const cookie = await signIn(product.adminPassword);
  const artworks = await seed(cookie);
  const ids = artworks.map((artwork) => artwork.id);
  console.log(await renditionWeights(artworks));
  chromium = await startChromium();
  const results = {};
  results.home = await auditRuns('home (no featured layout)', '/');
  results.category = await auditRuns(`category page (${CATEGORY_PAGE.path})`, CATEGORY_PAGE.path);
  const artworkPath = await artworkPageUrl(artworks[0]);
  if (artworkPath) {
    results.artwork = await auditRuns(`artwork page (${artworkPath})`, artworkPath);
  } else {
    console.log(
      'artwork page                       skipped: the /art/<slug>-<short id> route answers 404 on this branch',
    );
  }
  await saveFeaturedLayout(cookie, ids.slice(0, 3));
  results.homeFeatured = await auditRuns('home (featured layout saved)', '/');
  console.log('performance, median (range) of the runs:');
  for (const [page, runs] of Object.entries(results)) {
    const scores = runs.map((run) => run.performance).sort((a, b) => a - b);
    const lcp = runs.map((run) => run.lcpMs).sort((a, b) => a - b);
    console.log(
      `  ${page.padEnd(14)} ${scores[Math.floor(scores.length / 2)]} (${scores[0]}-${scores.at(-1)})   LCP ${lcp[Math.floor(lcp.length / 2)]} ms (${lcp[0]}-${lcp.at(-1)})`,
    );
  }
  console.log(JSON.stringify(results));
} catch (error) {
  console.error(error);
  exitCode = 1;
} finally {
  await chromium?.close();
  await product?.dispose({ keepData: process.argv.includes('--keep-db') });
}
process.exit(exitCode);
