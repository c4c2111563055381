#!/usr/bin/env node
// Builds assets/foreign-words/<lang>-unaccented.txt.gz: every form of the French, German, Spanish,
// Italian, Portuguese and Dutch Hunspell dictionaries that carries an accent, written without it
// ("creperie", "cumpleanos", "backerei", "grusse" for "grüße"), lower case, sorted, once each.
//
// Why: a reader often drops accents, and Hunspell checks a word only as written. The judge checks
// the accented spelling with Hunspell itself (hunspell-asm) and the unaccented one here. Expanding
// the dictionaries' affixes takes minutes (Italian about five), so it is done once, here, and the
// lists are committed; run again after upgrading a dictionary-* package:
//
//   node services/ocr-worker/tools/build-foreign-words.mjs [fr de es it pt nl]
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { writeWordList } from './write-word-list.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const require = createRequire(join(here, '..', 'package.json'));
const LANGUAGES = process.argv.length > 2 ? process.argv.slice(2) : ['fr', 'de', 'es', 'it', 'pt', 'nl'];

/**
 * Letters with their marks taken off, and German's ß written "ss" as a reader (or a Swiss sign)
 * writes it: "crêperie" → "creperie", "grüße" → "grusse", "straße" → "strasse".
 */
const unaccented = (word) => word.normalize('NFD').replace(/\p{M}/gu, '').replaceAll('ß', 'ss');

async function build(lang) {
  const dic = join(dirname(require.resolve(`dictionary-${lang}`)), 'index.dic');
  const cli = join(here, '..', 'node_modules', 'hunspell-reader', 'bin.js');
  const child = spawn(process.execPath, [cli, 'words', '-u', '-l', dic], { stdio: ['ignore', 'pipe', 'inherit'] });
  const forms = new Set();
  for await (const line of createInterface({ input: child.stdout })) {
    const word = line.trim();
    if (/^[a-z]+$/.test(word) || !/^\p{L}+$/u.test(word)) continue;
    const plain = unaccented(word);
    if (/^[a-z]{3,}$/.test(plain)) forms.add(plain);
  }
  const out = join(here, '..', 'assets', 'foreign-words', `${lang}-unaccented.txt.gz`);
  await writeWordList(out, forms);
  console.log(`${lang}: ${forms.size} unaccented forms → ${out}`);
}

for (const lang of LANGUAGES) await build(lang);
