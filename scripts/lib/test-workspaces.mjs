// Runs every workspace's `test` script (but the browser tests'), two at a time, the longest first.
// turbo starts ready tasks in an order of its own: stack-tests, which waits on every service's
// build, came last and ran alone at the end; with `--only`, the order changed from run to run. The
// step lasts as long as its longest lane, so the workspaces that take longest start first, and the
// short ones fill in beside them. Run after the build (scripts/test.sh builds first).
// Usage: node scripts/lib/test-workspaces.mjs [--concurrency=2] [--exclude=@shop/e2e ...]
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, delimiter, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';
import { parse } from 'yaml';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * Longest first: the resilience tests (stacks stopped and restarted), the OCR worker's accuracy
 * checks (the font set alone about 3 minutes, the judge benchmark about one) and the stack tests
 * (a stack per file) take several times any other workspace; a workspace not named here runs
 * after these. This step prints each workspace's time at its end: reorder when they change
 * (a clean clone on 2 cores: resilience 335 s, ocr-worker 291, stack-tests 236, catalog 107,
 * gateway 69, orders 63, platform 63, web 58, notifications 48, payments 45).
 */
const LONGEST_FIRST = [
  '@shop/resilience',
  '@shop/ocr-worker',
  '@shop/stack-tests',
  '@shop/catalog',
  '@shop/gateway',
  '@shop/orders',
  '@shop/platform',
  '@shop/web',
  '@shop/notifications',
  '@shop/payments',
];

const args = process.argv.slice(2);
const concurrency = Number(args.find((arg) => arg.startsWith('--concurrency='))?.split('=')[1] ?? 2);
const excluded = new Set(args.filter((arg) => arg.startsWith('--exclude=')).map((arg) => arg.slice(10)));

/** Every workspace with a test script, from pnpm-workspace.yaml's folders ("dir/*" or "dir"). */
function workspaces() {
  const { packages } = parse(readFileSync(join(root, 'pnpm-workspace.yaml'), 'utf8'));
  const dirs = packages.flatMap((pattern) =>
    pattern.endsWith('/*')
      ? readdirSync(join(root, pattern.slice(0, -2)), { withFileTypes: true })
          .filter((entry) => entry.isDirectory())
          .map((entry) => join(root, pattern.slice(0, -2), entry.name))
      : [join(root, pattern)],
  );
  return dirs
    .filter((dir) => existsSync(join(dir, 'package.json')))
    .map((dir) => ({ dir, ...JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) }))
    .filter((pkg) => pkg.scripts?.test && !excluded.has(pkg.name));
}

/** How many of a workspace's last output lines a failure keeps. */
const LAST_LINES_KEPT = 25;

const rank = (name) => {
  const index = LONGEST_FIRST.indexOf(name);
  return index === -1 ? LONGEST_FIRST.length : index;
};
const queue = workspaces().sort((a, b) => rank(a.name) - rank(b.name));

/** One workspace's test script, as `pnpm run test` runs it, its lines prefixed with its name. */
function runTests(pkg) {
  const started = Date.now();
  const prefix = `${pkg.name}:test: `;
  const lastLines = [];
  const bins = [join(pkg.dir, 'node_modules', '.bin'), join(root, 'node_modules', '.bin')];
  const child = spawn('sh', ['-c', pkg.scripts.test], {
    cwd: pkg.dir,
    env: { ...process.env, PATH: [...bins, process.env.PATH].join(delimiter) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const [stream, out] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ]) {
    let partial = '';
    stream.setEncoding('utf8').on('data', (chunk) => {
      const lines = (partial + chunk).split('\n');
      partial = lines.pop() ?? '';
      for (const line of lines) out.write(prefix + line + '\n');
      lastLines.push(...lines);
      lastLines.splice(0, lastLines.length - LAST_LINES_KEPT);
    });
    stream.on('end', () => partial && out.write(prefix + partial + '\n'));
  }
  return new Promise((done) =>
    child.on('close', (code, signal) => {
      if (code !== 0) recordExit(pkg, { code, signal, lastLines });
      done({ name: pkg.name, ok: code === 0, seconds: Math.round((Date.now() - started) / 1000), code, signal });
    }),
  );
}

/**
 * A workspace that failed: how it ended and its last lines, for the closing summary
 * (scripts/lib/summarize-tests.mjs), so that a CI log cut to its tail still says why, even when
 * every test passed (a test process that crashed, or ended on an error after its tests).
 */
function recordExit(pkg, { code, signal, lastLines }) {
  const dir = process.env.TEST_RESULTS_DIR;
  if (!dir) return;
  mkdirSync(join(dir, 'exits'), { recursive: true });
  writeFileSync(
    join(dir, 'exits', `${basename(pkg.dir)}.json`),
    JSON.stringify({ code, signal, lastLines: lastLines.map((line) => stripVTControlCharacters(line)) }, null, 2),
  );
}

const results = [];
await Promise.all(
  Array.from({ length: concurrency }, async () => {
    for (let pkg = queue.shift(); pkg; pkg = queue.shift()) results.push(await runTests(pkg));
  }),
);

// Each workspace's wall time, longest first: what to reorder LONGEST_FIRST by.
console.log('\nWorkspace test times');
for (const result of results.sort((a, b) => b.seconds - a.seconds))
  console.log(
    `  ${String(result.seconds).padStart(5)}s  ${result.name}${result.ok ? '' : `  FAILED (${result.signal ?? `exit ${result.code}`})`}`,
  );
process.exit(results.every((result) => result.ok) ? 0 : 1);
