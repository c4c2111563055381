// How the OCR worker's image runs node, read from services/ocr-worker/Dockerfile, so that the
// benches measure what is deployed: its allocator (the ENV lines) and node's flags (the CMD line).
import { existsSync, readFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(fileURLToPath(import.meta.url), '..', '..', '..');
const dockerfile = () => readFileSync(join(root, 'services', 'ocr-worker', 'Dockerfile'), 'utf8');

/**
 * The allocator the worker's image runs with: its Dockerfile's ENV lines for LD_PRELOAD (jemalloc)
 * and MALLOC_*, with the preloaded library looked up in this machine's library folder when the
 * image's path is not here. Without the library here (apt-get install libjemalloc2), the bench
 * runs on glibc's malloc and says so.
 */
export function workerMallocEnv() {
  const env = Object.fromEntries(
    [...dockerfile().matchAll(/^ENV\s+(MALLOC_[A-Z_]+|LD_PRELOAD)=(\S+)/gm)].map(([, name, value]) => [name, value]),
  );
  if (env.LD_PRELOAD && !existsSync(env.LD_PRELOAD)) {
    const machine = { x64: 'x86_64', arm64: 'aarch64' }[process.arch] ?? process.arch;
    const here = join('/usr/lib', `${machine}-linux-gnu`, basename(env.LD_PRELOAD));
    if (existsSync(here)) env.LD_PRELOAD = here;
    else {
      process.stderr.write(`${basename(env.LD_PRELOAD)} is not installed here: measuring with glibc's malloc\n`);
      delete env.LD_PRELOAD;
    }
  }
  return env;
}

/** node's own flags in the image's CMD (`CMD ["node", <flags>, "dist/main.js"]`). */
export function workerNodeFlags() {
  const cmd = /^CMD\s+(\[.*\])\s*$/m.exec(dockerfile())?.[1];
  if (!cmd) throw new Error('services/ocr-worker/Dockerfile has no CMD in exec form');
  return JSON.parse(cmd).filter((part) => part.startsWith('--'));
}
