#!/usr/bin/env node
// The "zero drawn for an O" rule (services/ocr-worker/src/ocr/narrow-zeros.ts) over every font
// family of the development fixtures: each family and weight draws lines of capitals with two O's
// or more, once correct ("THE IRON CROWN") and once with one O drawn as a zero ("THE IRON CR0WN"),
// dark on light and light on dark. The scene-text reader reads each image as the worker does; the
// bench counts the correct lines the rule flags (the figure that must stay 0) and, of the lines
// with a zero, those the rule names (alone or in a word the reader glued to it), those the reader read with the digit itself (the judge flags
// them as read) and those missed, by kind of font.
//
//   pnpm turbo run build --filter=@shop/ocr-worker && node bench/ocr/zero-glyphs.mjs [--family roboto,lora]
//
// A synthetic set: plain lines, no effects. It shows whether the rule holds across fonts (the
// fixtures hold only twelve lines with two capital O's); the accuracy bench shows it on images.
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

const root = resolve(fileURLToPath(import.meta.url), '..', '..', '..');
const worker = join(root, 'services', 'ocr-worker');
const require = createRequire(join(worker, 'package.json'));
const opentype = require('opentype.js');
const sharp = require('sharp');
const { FONTS } = await import(pathToFileURL(join(worker, 'fixtures', 'ocr-fonts', 'fonts.mjs')).href);
const { pathData } = await import(pathToFileURL(join(worker, 'fixtures', 'ocr-fonts', 'generate.mjs')).href);
const dist = join(worker, 'dist', 'ocr');
const { decodeImage } = await import(pathToFileURL(join(dist, 'decode.js')).href);
const { createSceneTextReader } = await import(pathToFileURL(join(dist, 'scene-text-reader.js')).href);
const { measuredOs, ZERO_WIDTH_SHARE, zerosDrawnForO } = await import(
  pathToFileURL(join(dist, 'narrow-zeros.js')).href
);
const { loadSpellChecker } = await import(pathToFileURL(join(dist, 'spellcheck.js')).href);

/** Correct lines, each with the word that has a zero drawn for one of its O's. */
export const LINES = [
  ['THE IRON CROWN', 'CR0WN'],
  ['GOOD FOOD', 'F0OD'],
  ['OPEN TODAY', 'T0DAY'],
  ['HOT COCOA', 'C0COA'],
  ['BOOK SHOP', 'SH0P'],
  ['COTTON ROBES', 'R0BES'],
  ['WORLD CHAMPIONS', 'CHAMPI0NS'],
  ['ORGANIC TOMATOES', 'TOMAT0ES'],
];
const SCHEMES = [
  { ink: '#1d1d1f', ground: '#f4efe6' },
  { ink: '#f7f3ea', ground: '#20304a' },
];
const SIZE = 96;

const { values } = parseArgs({ options: { family: { type: 'string', default: '' } } });
const only = values.family.split(',').filter(Boolean);

/** A line of text as SVG path data, glyph by glyph (no kerning, no substitutions). */
function linePath(font, text, x, y, size) {
  const scale = size / font.unitsPerEm;
  let at = x;
  const parts = [];
  for (const ch of text) {
    const glyph = font.charToGlyph(ch);
    parts.push(pathData(glyph.getPath(at, y, size)));
    at += glyph.advanceWidth * scale;
  }
  return { d: parts.join(''), width: at - x };
}

async function drawn(font, text, scheme) {
  const { d, width } = linePath(font, text, 60, 150, SIZE);
  const w = Math.ceil(width + 120);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="240"><rect width="100%" height="100%" fill="${scheme.ground}"/><path d="${d}" fill="${scheme.ink}"/></svg>`;
  return decodeImage(await sharp(Buffer.from(svg)).png().toBuffer());
}

const spell = await loadSpellChecker();
const reader = await createSceneTextReader();
const tally = new Map();
const count = (kind, key) => {
  const row = tally.get(kind) ?? { lines: 0, correctFlagged: 0, named: 0, readAsDigit: 0, missed: 0 };
  row[key] += 1;
  tally.set(kind, row);
};
// The narrowest O of each correct line, and the zero's share where the zero line was measured.
const correctShares = [];
const zeroShares = [];
const narrowest = (lines, image) => {
  const shares = lines.flatMap((line) =>
    measuredOs(line, image)
      .filter((o) => o.sameHeight)
      .map((o) => o.share),
  );
  return shares.length >= 2 ? Math.min(...shares) : undefined;
};
const flaggedCorrect = [];
const missed = [];
for (const [family, { kind, weights }] of Object.entries(FONTS)) {
  if (only.length && !only.includes(family)) continue;
  for (const weight of weights) {
    const file = require.resolve(`@fontsource/${family}/files/${family}-latin-${weight}-normal.woff`);
    const bytes = require('node:fs').readFileSync(file);
    const font = opentype.parse(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.length));
    if (font.charToGlyph('0').index === 0 || font.charToGlyph('O').index === 0) continue;
    for (const scheme of SCHEMES) {
      for (const [line, zeroWord] of LINES) {
        const correct = await drawn(font, line, scheme);
        const correctLines = (await reader.read(correct)).lines;
        const correctZeros = zerosDrawnForO(correctLines, correct, spell);
        const correctShare = narrowest(correctLines, correct);
        if (correctShare !== undefined) correctShares.push(correctShare);
        count(kind, 'lines');
        if (correctZeros.length) {
          count(kind, 'correctFlagged');
          flaggedCorrect.push(`${family} ${weight} ${scheme.ink}: "${line}" named ${correctZeros.map((z) => z.word)}`);
        }
        const withZero = line.replace(zeroWord.replace('0', 'O'), zeroWord);
        const image = await drawn(font, withZero, scheme);
        const reading = await reader.read(image);
        const zeroShare = narrowest(reading.lines, image);
        if (zeroShare !== undefined) zeroShares.push(zeroShare);
        // A glued reading names the glued word ("BOOKSH0P"): the zero is found all the same.
        if (zerosDrawnForO(reading.lines, image, spell).some((zero) => zero.word.includes(zeroWord)))
          count(kind, 'named');
        else if (reading.text.includes('0')) count(kind, 'readAsDigit');
        else {
          count(kind, 'missed');
          missed.push(`${family} ${weight} ${scheme.ink}: "${withZero}" read "${reading.text.replaceAll('\n', ' ')}"`);
        }
      }
    }
  }
}

const pct = (part, whole) => (whole ? `${((100 * part) / whole).toFixed(1)}%` : '-');
const rows = [...tally.entries()];
const total = rows.reduce(
  (sum, [, row]) => Object.fromEntries(Object.entries(row).map(([key, value]) => [key, (sum[key] ?? 0) + value])),
  {},
);
process.stdout.write('kind        lines  correct flagged  zero named  zero read as digit  zero missed\n');
for (const [kind, row] of [...rows, ['all', total]]) {
  process.stdout.write(
    `${kind.padEnd(10)}  ${String(row.lines).padStart(5)}  ${`${row.correctFlagged} (${pct(row.correctFlagged, row.lines)})`.padStart(15)}  ` +
      `${pct(row.named, row.lines).padStart(10)}  ${pct(row.readAsDigit, row.lines).padStart(18)}  ${pct(row.missed, row.lines).padStart(11)}\n`,
  );
}
const quantiles = (list) => {
  const sorted = [...list].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]?.toFixed(2) ?? '-';
  return `min ${at(0)}, 1% ${at(0.01)}, 5% ${at(0.05)}, median ${at(0.5)}, 95% ${at(0.95)}, max ${at(1)}`;
};
process.stdout.write(
  `narrowest O of a line over the widest (rule: zero at <= ${ZERO_WIDTH_SHARE}):\n` +
    `  correct lines measured: ${correctShares.length}, ${quantiles(correctShares)}\n` +
    `  lines with a zero measured: ${zeroShares.length}, ${quantiles(zeroShares)}\n` +
    `  at or under a share of: ${[0.8, 0.82, 0.84, 0.86, 0.88, 0.9, 0.92]
      .map(
        (cut) =>
          `${cut} ${correctShares.filter((share) => share <= cut).length} correct | ${zeroShares.filter((share) => share <= cut).length} zero`,
      )
      .join(', ')}\n`,
);
if (flaggedCorrect.length) process.stdout.write(`correct lines flagged:\n  ${flaggedCorrect.join('\n  ')}\n`);
if (missed.length) process.stdout.write(`zeros missed:\n  ${missed.join('\n  ')}\n`);
