// The gzipped JavaScript the home page needs before it can show anything, read from the build
// itself (no browser, no running product): the entry chunk, the home route's chunk and every chunk
// they import statically. Chunks loaded later on demand (the featured section, the cart panel, other
// pages) are left out. bench-web.mjs measures the same in Chromium over the whole stack; this one
// takes seconds, so a change can be compared before and after.
//   node bench/web/home-js-size.mjs        (builds apps/web into a temporary folder with a manifest)
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const web = join(root, 'apps', 'web');
const outDir = mkdtempSync(join(tmpdir(), 'shop-home-js-'));
const HOME_ROUTE = 'src/app/routes/home.tsx';

try {
  execFileSync(
    'pnpm',
    ['exec', 'vite', 'build', '--manifest', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
    {
      cwd: web,
      stdio: 'inherit',
    },
  );
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8'));
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit('index.html');
  // The home route's chunk: keyed by its source, or (when Rollup merges it with a module the
  // featured section shares, e.g. the featured skeleton) a shared chunk named after it.
  const homeKeys =
    HOME_ROUTE in manifest ? [HOME_ROUTE] : Object.keys(manifest).filter((key) => manifest[key].name === 'home');
  if (homeKeys.length === 0) throw new Error(`no chunk of ${HOME_ROUTE} in the build's manifest`);
  for (const key of homeKeys) visit(key);
  let raw = 0;
  let gzip = 0;
  for (const file of [...files].sort()) {
    const body = readFileSync(join(outDir, file));
    const zipped = gzipSync(body, { level: 9 }).length;
    raw += body.length;
    gzip += zipped;
    console.log(`  ${file.padEnd(44)} ${(zipped / 1024).toFixed(1).padStart(7)} KB gzipped`);
  }
  console.log(
    `home page JavaScript: ${files.size} files, ${(raw / 1024).toFixed(1)} KB raw, ${(gzip / 1024).toFixed(1)} KB gzipped`,
  );
} finally {
  rmSync(outDir, { recursive: true, force: true });
}
