import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { SortedWords } from './sorted-words.js';

/**
 * The British spellings the American dictionary refuses ("colourful", "centrepiece", "metre",
 * "mould", "draught"), lower case: about 2,500 forms of dictionary-en-gb, expanded once by
 * tools/build-british-words.mjs. Prints are written in British English as often as American, and
 * a British spelling is no misspelling.
 */
export function loadBritishWords(): SortedWords {
  const path = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'assets', 'british-words.txt.gz');
  return new SortedWords(gunzipSync(readFileSync(path)).toString('utf8'));
}
