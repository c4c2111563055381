import { beforeAll, describe, expect, it } from 'vitest';
import type { SpellChecker } from '../ocr/spellcheck.js';
import { sharedSpellChecker } from '../testing/spell-checkers.js';
import type { ListFigures } from './measure.js';
import { formatFigures, meetsTarget, runJudgeBenchmark } from './run.js';

/**
 * The judge on text alone (`node bench/ocr/judge.mjs` prints the same table for both halves):
 * every list meets its target on the half of the garbles the rules were only measured on, except
 * the lists named here with the share they hold today and why. The tuned half is left to the
 * bench: the rules were fitted to it, so it guards little, and it would double this test's time.
 */
const BELOW_TARGET: Record<string, number> = {
  // Two typos that land on a rare name or a word of another language, with no common word one
  // typo away ("Haddow", "Neev", "Feita", "Aient"): the measured half holds 98.8%, the tuned half
  // 99.3%. Taking such names and words for typos of words two typos away flagged 7-21% of
  // humannames' names (docs/ocr.md), which real prints carry.
  'garbles, two typos, Title (check)': 0.987,
  'garbles, two typos, UPPER (check)': 0.987,
};

describe('the judge benchmark', () => {
  let spell: SpellChecker;
  let figures: ListFigures[];
  beforeAll(async () => {
    spell = await sharedSpellChecker();
    figures = runJudgeBenchmark(spell, { halves: ['check'] });
    console.log(formatFigures(figures).join('\n'));
    // About 40-60 s of CPU for the measured half on a quiet core; CI shares its two cores.
  }, 900_000);

  it('judges every list', () => {
    expect(figures.length).toBeGreaterThan(30);
    expect(figures.every((list) => list.lines > 0)).toBe(true);
  });

  it('meets the target of each list and case, on the measured half', () => {
    const missed = figures
      .filter((list) => !meetsTarget(list))
      .filter((list) => {
        const floor = BELOW_TARGET[`${list.name}${list.half ? ` (${list.half})` : ''}`];
        return floor === undefined || list.share < floor;
      })
      .map(
        (list) =>
          `${list.name}${list.half ? ` (${list.half})` : ''}: ${(100 * list.share).toFixed(2)}% right; ${list.misses.join(' | ')}`,
      );
    expect(missed).toEqual([]);
  });
});
