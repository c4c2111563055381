#!/usr/bin/env node
// The OCR pipeline on the held-out sets: texts written by people who never read the judge
// (services/ocr-worker/fixtures/ocr-held-out/specs-*.mjs), drawn by the font set's generator with
// a seed of their own into a temporary directory, then measured by bench/ocr/accuracy.mjs as its
// development set. They are not in CI: they show how the rules do on words, names and layouts
// nobody tuned for, where the fixture sets only show what they were tuned on.
//
//   pnpm turbo run build --filter=@shop/ocr-worker && node bench/ocr/held-out.mjs [--set a,b] [--verbose]
//     [--record <prefix> (each set's readings in <prefix>-<set>.json, for replay-judge.mjs)]
//
// About 30 s to draw a set and 2-3 minutes to read it.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const root = resolve(fileURLToPath(import.meta.url), '..', '..', '..');
const worker = join(root, 'services', 'ocr-worker');
/** Each held-out set: its texts and the seed that draws them (fonts, layouts, effects, the halves). */
const SETS = {
  a: { specs: join(worker, 'fixtures', 'ocr-held-out', 'specs-a.mjs'), seed: 3436 },
  b: { specs: join(worker, 'fixtures', 'ocr-held-out', 'specs-b.mjs'), seed: 3477 },
  c: { specs: join(worker, 'fixtures', 'ocr-held-out', 'specs-c.mjs'), seed: 3519 },
  d: { specs: join(worker, 'fixtures', 'ocr-held-out', 'specs-d.mjs'), seed: 3561 },
  e: { specs: join(worker, 'fixtures', 'ocr-held-out', 'specs-e.mjs'), seed: 3603 },
  f: { specs: join(worker, 'fixtures', 'ocr-held-out', 'specs-f.mjs'), seed: 3645 },
  g: { specs: join(worker, 'fixtures', 'ocr-held-out', 'specs-g.mjs'), seed: 3687 },
  h: { specs: join(worker, 'fixtures', 'ocr-held-out', 'specs-h.mjs'), seed: 3729 },
  i: { specs: join(worker, 'fixtures', 'ocr-held-out', 'specs-i.mjs'), seed: 3771 },
  j: { specs: join(worker, 'fixtures', 'ocr-held-out', 'specs-j.mjs'), seed: 3813 },
  k: { specs: join(worker, 'fixtures', 'ocr-held-out', 'specs-k.mjs'), seed: 3855 },
  l: { specs: join(worker, 'fixtures', 'ocr-held-out', 'specs-l.mjs'), seed: 3897 },
  m: { specs: join(worker, 'fixtures', 'ocr-held-out', 'specs-m.mjs'), seed: 3939 },
};

const { values } = parseArgs({
  options: {
    set: { type: 'string', default: Object.keys(SETS).join(',') },
    verbose: { type: 'boolean', default: false },
    record: { type: 'string' },
  },
});
const chosen = values.set.split(',').filter(Boolean);
const unknown = chosen.filter((name) => !(name in SETS));
if (unknown.length > 0) throw new Error(`unknown held-out set ${unknown.join(', ')}: one of ${Object.keys(SETS)}`);

const run = (args, env = {}) => {
  const result = spawnSync(process.execPath, args, { cwd: worker, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) throw new Error(`${args.join(' ')} exited ${result.status}`);
};

for (const name of chosen) {
  const { specs, seed } = SETS[name];
  const dir = mkdtempSync(join(tmpdir(), `ocr-held-out-${name}-`));
  try {
    console.log(`held-out set ${name}: drawing ${specs} (seed ${seed}) into ${dir}`);
    run([
      join(worker, 'fixtures', 'ocr-fonts', 'generate.mjs'),
      '--specs',
      specs,
      '--seed',
      String(seed),
      '--out',
      dir,
    ]);
    console.log(`held-out set ${name}: measuring (reported as the "dev" set)`);
    run(
      [
        join(root, 'bench', 'ocr', 'accuracy.mjs'),
        '--set',
        'dev',
        ...(values.verbose ? ['--verbose'] : []),
        ...(values.record ? ['--record', `${resolve(values.record)}-${name}.json`] : []),
      ],
      { OCR_FIXTURES_DIR: dir },
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
