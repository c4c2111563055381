#!/usr/bin/env node
// Builds assets/world-names.txt.gz: the first, middle and last names of every locale of
// @faker-js/faker written in Latin letters (Turkish "Elif", Romanian "Radu", Mexican "Itzel",
// Ukrainian "Oleksandr" as its locale transliterates it), lower case, sorted, once each; each
// part of a double name alone ("Jean-Luc": jean, luc).
//
// Why: the judge's name lists (the US census, humannames) hold few names of many countries, and a
// print signed "Love, Elif" is no misspelling. Faker's lists are data in its package, not fetched;
// run again after upgrading it:
//
//   node services/ocr-worker/tools/build-world-names.mjs
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { allLocales } from '@faker-js/faker';
import { writeWordList } from './write-word-list.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const names = new Set();
for (const definition of Object.values(allLocales)) {
  const person = definition.person;
  if (!person) continue;
  for (const list of [person.first_name, person.middle_name, person.last_name]) {
    if (!list) continue;
    // A list, or lists by sex ({ generic, female, male }).
    const values = Array.isArray(list) ? list : Object.values(list).flat();
    for (const value of values) {
      if (typeof value !== 'string') continue;
      for (const part of value.split(/[\s-]+/)) if (/^\p{Script=Latin}{3,}$/u.test(part)) names.add(part.toLowerCase());
    }
  }
}
const out = join(here, '..', 'assets', 'world-names.txt.gz');
await writeWordList(out, names);
console.log(`${names.size} names in Latin letters from ${Object.keys(allLocales).length} locales → ${out}`);
