#!/usr/bin/env node
// Builds assets/british-words.txt.gz: every form of the British English Hunspell dictionary
// (dictionary-en-gb) that the American one the judge checks with (dictionary-en) refuses
// ("colourful", "centrepiece", "metre", "yoghurt", "mould"), lower case, sorted, once each.
//
// Why: prints are written in British English as often as in American, and a British spelling is
// no misspelling. Expanding the dictionary's affixes takes a minute or two, so it is done once,
// here, and the list is committed; run again after upgrading either dictionary package:
//
//   node services/ocr-worker/tools/build-british-words.mjs
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { writeWordList } from './write-word-list.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const require = createRequire(join(here, '..', 'package.json'));
const nspell = require('nspell');

const american = (() => {
  const folder = dirname(require.resolve('dictionary-en'));
  return nspell(readFileSync(join(folder, 'index.aff')), readFileSync(join(folder, 'index.dic')));
})();

const dic = join(dirname(require.resolve('dictionary-en-gb')), 'index.dic');
const cli = join(here, '..', 'node_modules', 'hunspell-reader', 'bin.js');
const child = spawn(process.execPath, [cli, 'words', '-u', dic], { stdio: ['ignore', 'pipe', 'inherit'] });
const forms = new Set();
for await (const line of createInterface({ input: child.stdout })) {
  const word = line.trim();
  // Lower-case letters only: names and abbreviations are the other lexicons' concern.
  if (!/^[a-z]{3,}$/.test(word) || american.correct(word)) continue;
  forms.add(word);
}
const out = join(here, '..', 'assets', 'british-words.txt.gz');
await writeWordList(out, forms);
console.log(`${forms.size} British forms the American dictionary refuses → ${out}`);
