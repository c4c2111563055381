#!/usr/bin/env node
// The judge benchmark: the worker's own judging code (wordFindings with the loaded
// spell checker, services/ocr-worker/dist) on text alone: Wikipedia's common misspellings, seeded
// garbles of the 5,000 commonest English words (half tuned on, half only measured) and
// pseudo-words must be flagged; the 20,000 commonest words, names, places, other languages,
// brands and the numbers and symbols of signs must pass. Prints one line a list, the share
// flagged, ✗ where a target is missed, then a few misses of each such list, and the time taken.
//
//   pnpm turbo run build --filter=@shop/ocr-worker
//   node bench/ocr/judge.mjs [--misses]
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

const root = resolve(fileURLToPath(import.meta.url), '..', '..', '..');
const dist = join(root, 'services', 'ocr-worker', 'dist');
const { values } = parseArgs({ options: { misses: { type: 'boolean', default: false } } });

const [{ createSpellChecker }, { loadForeignWords }, judge] = await Promise.all([
  import(pathToFileURL(join(dist, 'ocr', 'spellcheck.js')).href),
  import(pathToFileURL(join(dist, 'ocr', 'lexicon', 'foreign-words.js')).href),
  import(pathToFileURL(join(dist, 'judge-benchmark', 'run.js')).href),
]);
let started = performance.now();
// The five languages load once, for the checker and for its copy without the known misspellings.
const foreign = await loadForeignWords();
const spell = createSpellChecker({ foreign });
const loadMs = performance.now() - started;
const withoutMisspellings = createSpellChecker({ foreign, misspellings: null });
started = performance.now();
const cpu = process.cpuUsage();
const figures = judge.runJudgeBenchmark(spell, { withoutMisspellings });
const used = process.cpuUsage(cpu);
const lines = figures.reduce((sum, list) => sum + list.lines, 0);
for (const line of judge.formatFigures(figures)) console.log(line);
const missed = figures.filter((list) => !judge.meetsTarget(list));
if (values.misses || missed.length > 0) {
  for (const list of values.misses ? figures : missed) {
    if (list.misses.length === 0) continue;
    console.log(`\n${list.name}${list.half ? ` (${list.half})` : ''}: ${list.misses.join(' | ')}`);
  }
}
console.log(
  `\n${lines} lines judged in ${((performance.now() - started) / 1000).toFixed(1)} s ` +
    `(${((used.user + used.system) / 1000 / lines).toFixed(3)} ms of CPU a line); lexicons loaded in ${(loadMs / 1000).toFixed(1)} s; ` +
    `resident ${Math.round(process.memoryUsage().rss / 1e6)} MB; targets missed: ${missed.length}`,
);
