import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { normalizeWord } from '@shop/contracts';
import cityTimezones from 'city-timezones';
import { SortedWords } from './lexicon/sorted-words.js';

const TOWN_NAMES = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'assets', 'town-names.txt.gz');

/**
 * Cities below this many inhabitants are left out: city-timezones holds 7,329 cities, most of
 * them small, and every name kept is a letter string a misspelling could land on. At 50,000 it
 * keeps 6,010 words of 4+ letters (4,487 the dictionary does not know); the package's JSON loads
 * in about 20-35 ms on an idle core, once a process.
 */
export const MIN_CITY_POPULATION = 50_000;
/** Shorter names ("Ufa", "Tak", "Dar") are too near too many misread words. */
export const MIN_PLACE_LETTERS = 4;

export interface Gazetteer {
  /** A word of a place name, written as names are: Capitalized or ALL CAPS ("Kyoto", "KYOTO", not "kyoto"). */
  isPlaceName(word: string): boolean;
  /**
   * A word of the name of a town of 5,000 inhabitants or more (assets/town-names.txt.gz, built by
   * tools/build-town-names.mjs: "Lymington", "Banff"), written as a name. Far more of them than of
   * cities, so the judge takes them as it takes rare names: only where no frequent English word
   * lies one typo away.
   */
  isTownName(word: string): boolean;
  size: number;
}

/** The words of a name: "Rio de Janeiro" → Rio, de, Janeiro; "Qal'eh-ye Now" → Qal'eh, ye, Now. */
const wordsOf = (name: string) => name.split(/[^\p{L}'’]+/u).filter((word) => word.length >= MIN_PLACE_LETTERS);

/**
 * The words of the world's countries, their states and provinces, and its larger cities (names in
 * local and ASCII spelling: "Zürich" and "Zurich"), from the city-timezones package (SimpleMaps'
 * world cities, MIT).
 */
export function createGazetteer(minPopulation = MIN_CITY_POPULATION): Gazetteer {
  const words = new Set<string>();
  for (const place of cityTimezones.cityMapping) {
    const names = [place.country, place.province];
    if (place.pop >= minPopulation) names.push(place.city, place.city_ascii);
    for (const name of names) for (const word of wordsOf(name ?? '')) words.add(normalizeWord(word));
  }
  const towns = new SortedWords(gunzipSync(readFileSync(TOWN_NAMES)).toString('utf8'));
  // A place is written with a capital: a lower-case "galery" is a misspelled word, not a town.
  const writtenAsAName = (word: string) => {
    const first = word.charAt(0);
    return first !== '' && first === first.toUpperCase();
  };
  return {
    size: words.size,
    isPlaceName: (word) => writtenAsAName(word) && words.has(normalizeWord(word)),
    isTownName: (word) => writtenAsAName(word) && towns.has(normalizeWord(word)),
  };
}
