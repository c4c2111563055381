#!/usr/bin/env node
// The OCR judge again on readings recorded by `node bench/ocr/accuracy.mjs --record <file>`: every
// image's words (both readers, every pass) go through the worker's built wordFindings as the
// analysis gives them, and the figures print as the accuracy bench prints them (recall, correct
// and empty images flagged, misspelled words named, by set and half), followed by each image whose
// findings differ from the recorded run's. Reading the 403 fixtures takes minutes; judging them
// again takes seconds, so a change to the judge (word-findings.ts, spellcheck.ts, the lexicons) can
// be tried many times, then confirmed by the accuracy bench itself (the readers do not change).
//
//   node bench/ocr/accuracy.mjs --record /tmp/readings.json     (once, after a build)
//   pnpm turbo run build --filter=@shop/ocr-worker && node bench/ocr/replay-judge.mjs /tmp/readings.json [--failures]
//
// --failures lists the images that miss a target after the replay (as the accuracy test counts them).
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { groupTable } from './accuracy.mjs';

const root = resolve(fileURLToPath(import.meta.url), '..', '..', '..');
const normalize = (word) => word.normalize('NFC').replaceAll('’', "'").toLocaleLowerCase('en');

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { failures: { type: 'boolean', default: false } },
});
if (positionals.length !== 1) {
  process.stderr.write('usage: node bench/ocr/replay-judge.mjs <readings.json> [--failures]\n');
  process.exit(2);
}
const recording = JSON.parse(readFileSync(positionals[0], 'utf8'));
if (recording.schema !== 1) throw new Error(`${positionals[0]}: not a recording of bench/ocr/accuracy.mjs --record`);

const dist = join(root, 'services', 'ocr-worker', 'dist', 'ocr');
const { wordFindings } = await import(pathToFileURL(join(dist, 'word-findings.js')).href);
const { loadSpellChecker } = await import(pathToFileURL(join(dist, 'spellcheck.js')).href);
const spell = await loadSpellChecker();

const outcomes = [];
const changed = [];
const failures = [];
for (const image of recording.images) {
  const started = process.cpuUsage();
  const findings = wordFindings(image.readings, spell).map((finding) => finding.word);
  const cpu = process.cpuUsage(started);
  const named = new Set(findings.map(normalize));
  const outcome = {
    file: image.file,
    set: image.set,
    half: image.half,
    category: image.category,
    flagged: findings.length > 0,
    misspelledNamed: image.misspelledWords.filter((word) => named.has(normalize(word))).length,
    misspelled: image.misspelledWords.length,
    cpuMs: (cpu.user + cpu.system) / 1000,
  };
  outcomes.push(outcome);
  if (findings.join('|') !== image.findings.join('|'))
    changed.push(`  ${image.file} (${image.category}): [${image.findings.join(', ')}] -> [${findings.join(', ')}]`);
  const misses =
    image.category === 'misspelled'
      ? !outcome.flagged || outcome.misspelledNamed < outcome.misspelled
      : outcome.flagged;
  if (misses)
    failures.push(
      `  ${image.file} (${image.category}): misspelled ${JSON.stringify(image.misspelledWords)}, named [${findings.join(', ')}]`,
    );
}

const of = (category) => outcomes.filter((outcome) => outcome.category === category);
const flaggedMisspelled = of('misspelled').filter((outcome) => outcome.flagged).length;
const sum = (list, key) => list.reduce((total, outcome) => total + outcome[key], 0);
const pct = (part, whole) => `${((part / whole) * 100).toFixed(0)}%`;
process.stdout.write(
  `judged again: ${outcomes.length} images, recall ${pct(flaggedMisspelled, of('misspelled').length)} ` +
    `(${flaggedMisspelled}/${of('misspelled').length}), correct or empty images flagged ` +
    `${[...of('correct'), ...of('no-text')].filter((outcome) => outcome.flagged).length}, misspelled words named ` +
    `${pct(sum(of('misspelled'), 'misspelledNamed'), sum(of('misspelled'), 'misspelled'))} (CPU/image: the judge's alone)\n`,
);
for (const line of groupTable(outcomes)) process.stdout.write(`${line}\n`);
process.stdout.write(
  changed.length
    ? `findings changed from the recorded run on ${changed.length} images:\n${changed.join('\n')}\n`
    : 'findings as in the recorded run on every image\n',
);
if (values.failures) process.stdout.write(`images missing a target (${failures.length}):\n${failures.join('\n')}\n`);
