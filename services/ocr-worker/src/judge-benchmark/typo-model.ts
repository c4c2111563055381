import { LOOK_ALIKES } from '../ocr/lexicon/typo-edits.js';

/** A seeded generator of numbers in [0, 1) (mulberry32): the same corpus on every run. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const TYPO_KINDS = ['double', 'drop', 'insert', 'swap', 'look-alike'] as const;
export type TypoKind = (typeof TYPO_KINDS)[number];

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';
const pick = <T>(random: () => number, items: readonly T[]): T | undefined =>
  items[Math.floor(random() * items.length)];

/**
 * One typo of the kinds image generators make, on a lower-case word: a letter doubled, dropped or
 * inserted, two neighbours swapped, or a look-alike put in (rn/m, cl/d, l/i, e/c, h/b, u/v...);
 * undefined when the word offers no place for it (no look-alike letter in "yes").
 */
export function typo(word: string, kind: TypoKind, random: () => number): string | undefined {
  const at = Math.floor(random() * word.length);
  switch (kind) {
    case 'double':
      return word.slice(0, at + 1) + word.charAt(at) + word.slice(at + 1);
    case 'drop':
      return word.length > 3 ? word.slice(0, at) + word.slice(at + 1) : undefined;
    case 'insert':
      return word.slice(0, at) + (pick(random, [...LETTERS]) ?? 'e') + word.slice(at);
    case 'swap': {
      const places = [...word.slice(1)].flatMap((letter, i) => (letter === word.charAt(i) ? [] : [i]));
      const i = pick(random, places);
      return i === undefined ? undefined : word.slice(0, i) + word.charAt(i + 1) + word.charAt(i) + word.slice(i + 2);
    }
    case 'look-alike': {
      const options = LOOK_ALIKES.flatMap(([a, b]) =>
        [
          [a, b],
          [b, a],
        ].flatMap(([from = '', to = '']) => {
          const places: string[] = [];
          for (let i = word.indexOf(from); i >= 0; i = word.indexOf(from, i + 1))
            places.push(word.slice(0, i) + to + word.slice(i + from.length));
          return places;
        }),
      );
      return pick(random, options);
    }
  }
}

/** Two typos of kinds drawn at random, the second on the first's result. */
export function twoTypos(word: string, random: () => number): string | undefined {
  const first = typo(word, pick(random, TYPO_KINDS) ?? 'swap', random);
  return first === undefined ? undefined : typo(first, pick(random, TYPO_KINDS) ?? 'drop', random);
}

const ONSETS = [
  'b',
  'bl',
  'br',
  'c',
  'cr',
  'd',
  'dr',
  'f',
  'fl',
  'g',
  'gl',
  'gr',
  'h',
  'j',
  'k',
  'kl',
  'l',
  'm',
  'n',
  'p',
  'pl',
  'pr',
  'qu',
  'r',
  's',
  'sk',
  'sl',
  'sn',
  'st',
  'str',
  't',
  'th',
  'tr',
  'v',
  'vl',
  'w',
  'z',
  'zr',
];
const VOWELS = ['a', 'e', 'i', 'o', 'u', 'ee', 'oo', 'ai', 'ou', 'y'];
const CODAS = [
  '',
  '',
  'b',
  'ck',
  'd',
  'g',
  'k',
  'l',
  'm',
  'n',
  'nd',
  'ng',
  'nk',
  'p',
  'r',
  'rn',
  'rth',
  's',
  'sh',
  'st',
  't',
  'th',
  'x',
];

/** A pronounceable non-word of two or three syllables, as generators letter a sign: "vlornath", "skeep". */
export function pseudoWord(random: () => number): string {
  const syllables = 1 + Math.ceil(random() * 2);
  let word = '';
  for (let i = 0; i < syllables; i++)
    word += (pick(random, ONSETS) ?? 'b') + (pick(random, VOWELS) ?? 'a') + (pick(random, CODAS) ?? '');
  return word;
}
