import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);

export interface KnownMisspellings {
  has(word: string): boolean;
  size: number;
}

/**
 * About 89,000 misspellings people are known to make ("wierd", "reciept", "tommorow"), from
 * cspell's English common-misspellings dictionary (Wikipedia's list and more; CC BY-SA 4.0). A
 * known misspelling is one whatever else it may be: "Autor" is Spanish, but on an English print
 * it is "Author" misspelled; beside other Spanish words it is Spanish again (see isKnown).
 */
export function loadKnownMisspellings(): KnownMisspellings {
  const dir = dirname(require.resolve('@cspell/dict-en-common-misspellings/cspell-ext.json'));
  const file = JSON.parse(readFileSync(join(dir, 'dict', 'dict-en.json'), 'utf8')) as {
    dictionaryDefinitions: { flagWords?: string[]; suggestWords?: string[] }[];
  };
  const words = new Set<string>();
  for (const definition of file.dictionaryDefinitions) {
    for (const entry of [...(definition.flagWords ?? []), ...(definition.suggestWords ?? [])]) {
      const [word] = entry.split('->');
      if (word && /^[a-z]+$/i.test(word.trim())) words.add(word.trim().toLowerCase());
    }
  }
  return { has: (word) => words.has(word.toLowerCase()), size: words.size };
}
