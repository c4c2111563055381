/** The letters a typo puts in or for another. */
export const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/**
 * Letters and letter pairs that look alike, which image generators and readers confuse: "rn" for
 * "m", "cl" for "d", "l" for "i", "e" for "c", "h" for "b", "u" for "v", "vv" for "w". Lower
 * case; digits that stand for letters ("0" for "o", "1" for "l") are mapped before (lettersOf).
 */
export const LOOK_ALIKES: readonly (readonly [string, string])[] = [
  ['rn', 'm'],
  ['cl', 'd'],
  ['l', 'i'],
  ['e', 'c'],
  ['h', 'b'],
  ['u', 'v'],
  ['vv', 'w'],
  ['ii', 'u'],
  ['n', 'h'],
  ['t', 'f'],
  ['k', 'h'],
  ['t', 'l'],
  ['g', 'q'],
];

/** Whether two single letters are a look-alike pair ("g" and "q"), either way round, lower case. */
export const isLookAlike = (a: string, b: string) =>
  LOOK_ALIKES.some(([x, y]) => (x === a && y === b) || (x === b && y === a));

/** Digits read or drawn for the letters they resemble: "L0VE", "HE1LO", "5ALE". */
const DIGIT_LETTERS: Record<string, string> = { '0': 'o', '1': 'l', '5': 's', '3': 'e', '8': 'b' };

/** A token with its look-alike digits as letters, lower case: "L0VE" → "love". */
export const lettersOf = (token: string) =>
  token.toLowerCase().replace(/[01358]/g, (digit) => DIGIT_LETTERS[digit] ?? digit);

/** Past this many ones, a token is a number more than a word ("1111"): only lettersOf's reading. */
const MAX_ONES_TRIED = 3;

/**
 * Every way a token's look-alike digits read as letters, lower case: a 1 stands for an l or for
 * an i ("STUD1O" → "studlo", "studio"), the others as lettersOf has them.
 */
export function letterReadingsOf(token: string): string[] {
  const letters = lettersOf(token);
  const ones = [...token].flatMap((char, at) => (char === '1' ? [at] : []));
  if (ones.length === 0 || ones.length > MAX_ONES_TRIED) return [letters];
  return Array.from({ length: 2 ** ones.length }, (_, mask) =>
    ones.reduce((word, at, bit) => (mask & (1 << bit) ? `${word.slice(0, at)}i${word.slice(at + 1)}` : word), letters),
  );
}

export interface NeighbourKinds {
  /** A letter added, doubled or dropped, two neighbours swapped (default: yes). */
  edits?: boolean;
  /** A look-alike put for a letter or a pair (default: yes). */
  lookAlikes?: boolean;
  /** Any letter put for any other (default: no): one plain edit, as near-words counts it. */
  substitutions?: boolean;
}

/**
 * Every word one typo from `word` as image generators make them: a letter added, doubled or
 * dropped, two neighbours swapped, or a look-alike put for a letter. A plain substitution of one
 * letter for an unlike one is left out unless asked for: "Salud" is Spanish, not a typo of "salad".
 */
export function* typoNeighbours(
  word: string,
  { edits = true, lookAlikes = true, substitutions = false }: NeighbourKinds = {},
): Generator<string> {
  const lower = word.toLowerCase();
  for (let i = 0; (edits || substitutions) && i <= lower.length; i++) {
    const head = lower.slice(0, i);
    const tail = lower.slice(i);
    if (edits && tail.length > 0) yield head + tail.slice(1);
    if (edits && tail.length > 1) yield head + (tail[1] ?? '') + (tail[0] ?? '') + tail.slice(2);
    for (const letter of LETTERS) {
      if (edits) yield head + letter + tail;
      if (substitutions && tail.length > 0) yield head + letter + tail.slice(1);
    }
  }
  if (!lookAlikes) return;
  for (const [a, b] of LOOK_ALIKES) {
    for (const [from, to] of [
      [a, b],
      [b, a],
    ] as const) {
      for (let at = lower.indexOf(from); at >= 0; at = lower.indexOf(from, at + 1)) {
        yield lower.slice(0, at) + to + lower.slice(at + from.length);
      }
    }
  }
}

/** Whether some word one typo away (see typoNeighbours) passes `isWord`, each candidate asked once. */
export function isOneTypoFrom(
  word: string,
  isWord: (candidate: string) => boolean,
  kinds: NeighbourKinds = {},
): boolean {
  const lower = word.toLowerCase();
  const tried = new Set<string>([lower]);
  for (const candidate of typoNeighbours(lower, kinds)) {
    if (tried.has(candidate)) continue;
    tried.add(candidate);
    if (isWord(candidate)) return true;
  }
  return false;
}

/**
 * Whether some word two typos away (typoNeighbours of typoNeighbours) passes `isWord`: "Wischs" is
 * "Wishes" with its e dropped and a c put in. About 40,000 candidates for a six-letter word, so
 * for the rare question only, and remembered by the caller.
 */
export function isTwoTyposFrom(word: string, isWord: (candidate: string) => boolean): boolean {
  const lower = word.toLowerCase();
  const once = new Set<string>([lower]);
  for (const candidate of typoNeighbours(lower)) once.add(candidate);
  const tried = new Set<string>(once);
  for (const first of once) {
    if (first !== lower && isWord(first)) return true;
    for (const candidate of typoNeighbours(first)) {
      if (tried.has(candidate)) continue;
      tried.add(candidate);
      if (isWord(candidate)) return true;
    }
  }
  return false;
}

/** What a look-alike substitution costs against any other edit's 1. */
const LOOK_ALIKE_COST = 0.5;
const singleLookAlikes = new Set(
  LOOK_ALIKES.filter(([a, b]) => a.length === 1 && b.length === 1).flatMap(([a, b]) => [a + b, b + a]),
);

/**
 * Edits from one word to the other: a letter added, dropped or changed, or two neighbours swapped,
 * each 1, except a look-alike letter put for another ("ctub" for "club"), which costs
 * `lookAlikeCost`.
 */
export function weightedEditDistance(a: string, b: string, lookAlikeCost: number): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  let beforePrevious = previous;
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      const x = a.charAt(i - 1);
      const y = b.charAt(j - 1);
      const substitution = x === y ? 0 : singleLookAlikes.has(x + y) ? lookAlikeCost : 1;
      let best = Math.min((previous[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + substitution);
      if (i > 1 && j > 1 && x === b.charAt(j - 2) && a.charAt(i - 2) === y)
        best = Math.min(best, (beforePrevious[j - 2] ?? 0) + 1);
      row.push(best);
    }
    beforePrevious = previous;
    previous = row;
  }
  return previous[b.length] ?? 0;
}

/** What a reader misreads is cheaper than what it would have to invent: a look-alike is half an edit. */
export const lookAlikeDistance = (a: string, b: string) => weightedEditDistance(a, b, LOOK_ALIKE_COST);
