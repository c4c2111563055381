import { createGazetteer } from '../ocr/gazetteer.js';
import { loadPersonNames } from '../ocr/lexicon/person-names.js';
import { loadWordFrequency } from '../ocr/lexicon/word-frequency.js';
import { createSpellChecker, PRICE_READ_AS_LETTERS, type SpellChecker } from '../ocr/spellcheck.js';
import { buildCorpus } from './corpus.js';
import { type ListFigures, measureList } from './measure.js';

/** What must be flagged is flagged this often, list by list and case by case. */
export const MIN_FLAGGED = 0.99;
/** What must pass is flagged at most this often; the 5,000 commonest words never. */
export const MAX_WRONGLY_FLAGGED = 0.005;

/** Garbles that land on a word of a must-pass list are left out (see CorpusSources). */
const MUST_PASS_RANK = 20_000;

export interface JudgeBenchmarkOptions {
  /** The same checker without the known-misspellings list: Wikipedia's lists are judged once more. */
  withoutMisspellings?: SpellChecker;
  /** Which halves of the generated garbles to judge (both by default); lists without halves always. */
  halves?: readonly ('tune' | 'check')[];
}

/**
 * Every list of the corpus judged by `spell`, in the corpus's order; with `withoutMisspellings`,
 * Wikipedia's lists once more, for information: that list and cspell's overlap, so the first
 * figure alone would flatter the rules.
 */
export function runJudgeBenchmark(
  spell: SpellChecker,
  { withoutMisspellings, halves }: JudgeBenchmarkOptions = {},
): ListFigures[] {
  const english = createSpellChecker({
    extraWords: [],
    places: null,
    names: null,
    frequency: null,
    misspellings: null,
    otherLanguages: null,
  });
  const frequency = loadWordFrequency();
  const names = loadPersonNames();
  const places = createGazetteer();
  // A price read as letters ("SIO") is passed by the judge but is no word: a garble that lands on
  // one ("SIZ" for "SIZE") stays in what must be flagged, so the rule's cost shows.
  const isMustPass = (word: string) =>
    (english.isKnown(word) && !PRICE_READ_AS_LETTERS.test(word)) ||
    (frequency.rankOf(word) ?? Infinity) < MUST_PASS_RANK ||
    names.isCommonName(word) ||
    places.isPlaceName(word.charAt(0).toUpperCase() + word.slice(1));
  const lists = buildCorpus({ isEnglish: isMustPass }).filter(
    (list) => !halves || !list.half || halves.includes(list.half),
  );
  const figures = lists.map((list) => measureList(list, spell));
  if (!withoutMisspellings) return figures;
  const wikipedia = lists
    .filter((list) => list.name.startsWith('Wikipedia'))
    .map((list) => ({
      ...measureList(list, withoutMisspellings),
      name: `${list.name}, without the known-misspellings list`,
      informational: true,
    }));
  return [...figures, ...wikipedia];
}

/** Whether a list meets its target. */
export function meetsTarget(figures: ListFigures): boolean {
  if (figures.informational) return true;
  if (figures.mustFlag) return figures.share >= MIN_FLAGGED;
  if (figures.name.startsWith('the 5,000 commonest')) return figures.right === figures.lines;
  return 1 - figures.share <= MAX_WRONGLY_FLAGGED;
}

/** The figures as a table: one line a list, the tuned and the measured half side by side. */
export function formatFigures(all: readonly ListFigures[]): string[] {
  const rows = new Map<string, { tune?: ListFigures; check?: ListFigures; whole?: ListFigures }>();
  for (const figures of all) {
    const row = rows.get(figures.name) ?? {};
    if (figures.half === 'tune') row.tune = figures;
    else if (figures.half === 'check') row.check = figures;
    else row.whole = figures;
    rows.set(figures.name, row);
  }
  const cell = (figures?: ListFigures) =>
    figures
      ? `${(100 * (figures.mustFlag ? figures.share : 1 - figures.share)).toFixed(2).padStart(6)}% of ${String(figures.lines).padStart(5)}${figures.informational ? ' i' : meetsTarget(figures) ? '  ' : ' ✗'}`
      : ''.padStart(18);
  const lines = [`${'list'.padEnd(48)} ${'flagged (tuned half)'.padEnd(20)} ${'flagged (measured half)'.padEnd(20)}`];
  for (const [name, row] of rows) {
    if (row.whole) lines.push(`${name.padEnd(48)} ${cell(row.whole)}`);
    else lines.push(`${name.padEnd(48)} ${cell(row.tune).padEnd(20)} ${cell(row.check)}`);
  }
  return lines;
}
