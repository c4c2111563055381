import { beforeAll, describe, expect, it } from 'vitest';
import type { SpellChecker } from '../ocr/spellcheck.js';
import { sharedSpellChecker } from '../testing/spell-checkers.js';
import type { ListFigures } from './measure.js';
import { formatFigures, meetsTarget, runJudgeBenchmark } from './run.js';

/**
 * The judge on text alone (`node bench/ocr/judge.mjs` prints the same table for both halves):
 * every list meets its target on the half of the garbles the rules were only measured on. The
 * tuned half is left to the bench: the rules were fitted to it, so it guards little, and it would
 * double this test's time. (The two-typo garbles in Title and UPPER case hold 99.0-99.1% since
 * rare forms of other languages standing alone are weighed by their languages' commonest words;
 * what they still miss lands on a rare name or a common foreign word: "Haddow", "Feita".)
 */
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
      .map(
        (list) =>
          `${list.name}${list.half ? ` (${list.half})` : ''}: ${(100 * list.share).toFixed(2)}% right; ${list.misses.join(' | ')}`,
      );
    expect(missed).toEqual([]);
  });
});
