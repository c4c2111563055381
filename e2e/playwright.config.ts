import { defineConfig, devices } from '@playwright/test';
import { ALL_STACKS, CHROMIUM_PATH, E2E, STACK_COUNT, type E2EStack } from './support/environment';

// The product is started by the run command's own script (no Docker, no browser download):
// Chromium comes from the system, the stack from scripts/dev.mjs on ports of its own.
export default defineConfig({
  testDir: './tests',
  // A spec file's tests run in order on one worker; each worker has a product of its own.
  fullyParallel: false,
  workers: STACK_COUNT,
  // A flaky test is a race to fix, never to retry.
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list'], ['json', { outputFile: process.env.E2E_JSON_REPORT ?? 'test-results/report.json' }]],
  // A run empties this folder as it starts, while a run already going writes its traces there:
  // a second run on the machine (ports moved with E2E_PORT_OFFSET below) takes a folder of its own,
  // or the first one fails with ENOENT on its trace files.
  outputDir: process.env.E2E_OUTPUT_DIR ?? 'test-results',
  globalTeardown: './support/global-teardown.ts',
  use: {
    baseURL: E2E.baseUrl,
    // The checkout guesses the buyer's country from these: an English browser on UTC is a US buyer
    // on any host; a spec wants another place in a context of its own (eu-buyer.spec.ts).
    locale: 'en-US',
    timezoneId: 'UTC',
    // A failed test keeps its trace (every action's DOM snapshot, the network, the console and the
    // sources) and its screenshot. Without the trace's film strip: its screencast encodes a frame
    // for every paint of every test, passing ones too, and on the 2-core CI machine that made each
    // test about a quarter slower (storefront.spec.ts, wide: 76 s with it, 60 s without, 58 s with
    // no trace at all). E2E_TRACE=off records none: CI (.ci/run) keeps only what it prints, so a
    // trace there costs its CPU (a tenth of the browser tests') and is never read.
    trace: {
      mode: process.env.E2E_TRACE === 'off' ? 'off' : 'retain-on-failure',
      screenshots: false,
      snapshots: true,
      sources: true,
    },
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  // The journeys run at 1366 px (a common laptop) and 390 px (a common
  // phone). Every spec runs wide; those tagged @narrow run on the phone too (@narrow-only: there
  // alone), so the suite is not doubled.
  projects: [
    {
      name: 'wide',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 768 } },
      grepInvert: /@narrow-only/,
    },
    {
      name: 'narrow',
      // A touch phone (mobile viewport meta, touch events, a phone's user agent) 390 × 844 CSS px.
      use: {
        ...devices['Pixel 7'],
        viewport: { width: 390, height: 844 },
        screen: { width: 390, height: 844 },
        browserName: 'chromium',
      },
      grep: /@narrow/,
    },
  ],
  webServer: ALL_STACKS.map(productFor),
});

/** One worker's product, started by the run command's own script on the stack's ports and stores. */
function productFor(stack: E2EStack) {
  return {
    command: 'node ../scripts/dev.mjs',
    url: `${stack.baseUrl}/readyz`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: process.env.E2E_SERVER_LOGS ? ('pipe' as const) : ('ignore' as const),
    stderr: 'pipe' as const,
    gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 20_000 },
    env: {
      PORT: String(stack.port),
      // Moved by E2E_PORT_OFFSET, E2E_PORT and E2E_S3_PORT, so two browser runs (e.g. two
      // engineers' specs) can share one machine.
      SHOP_PORT_OFFSET: String(stack.portOffset),
      S3_PORT: String(stack.s3Port),
      SHOP_DATA_DIR: stack.dataDir,
      DATABASE_URL: `postgres://postgres@127.0.0.1:5432/${stack.databaseName}`,
      REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
      QUEUE_PREFIX: stack.queuePrefix,
      ADMIN_PASSWORD: stack.adminPassword,
      SHOP_SEED: 'false',
      LOG_FORMAT: 'json',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_LOGIN_MAX: '1000',
      RATE_LIMIT_WRITE_MAX: '100000',
      // The forms' own per-IP limits count in Redis across runs on this machine; the
      // stack tests check them.
      RATE_LIMIT_RESEND_MAX: '100000',
      RATE_LIMIT_CONTACT_MAX: '100000',
      // One OCR job at a time per product: the stacks share the two cores.
      OCR_CONCURRENCY: '1',
      // Signed downloads, as operators run it: every journey's download is checked to be the
      // uploaded bytes plus a manifest the install's root verifies (support/delivered-file.ts).
      // SPEC §1: the footer's links to five networks (configured, hidden when unset).
      SOCIAL_LINKS: JSON.stringify({
        Instagram: 'https://www.instagram.com/algorithmic.art.gallery',
        'X (Twitter)': 'https://x.com/algorithmicart',
        Facebook: 'https://www.facebook.com/algorithmicartgallery',
        Pinterest: 'https://www.pinterest.com/algorithmicartgallery',
        TikTok: 'https://www.tiktok.com/@algorithmicartgallery',
      }),
    },
  };
}
