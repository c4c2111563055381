import { describe, expect, it } from 'vitest';
import { sharedShopSpellChecker } from '../testing/spell-checkers.js';
import { withoutRepeatedMisreading } from './repeated-misreadings.js';
import type { WordFinding } from './word-findings.js';

const found = (word: string, kind: WordFinding['kind'] = 'misspelling') => ({
  finding: { kind, word, confidence: 95, box: { left: 0, top: 0, right: 10, bottom: 10 }, pass: 'scene-text' },
});

describe('one letter misread alike in several words', () => {
  it('drops the misspellings one letter read as the same other letter mends, three or more', () => {
    const spell = sharedShopSpellChecker();
    const hashtag = [found('Eridays'), found('Eor'), found('Euture'), found('Nigbt', 'unreadable')];
    expect(withoutRepeatedMisreading(hashtag, spell).map(({ finding }) => finding.word)).toEqual(['Nigbt']);
  });

  it('keeps misspellings that share no fix, or only two that share one by chance', () => {
    const spell = sharedShopSpellChecker();
    const typos = [found('Grnad'), found('Opneing'), found('Slae')];
    expect(withoutRepeatedMisreading(typos, spell)).toHaveLength(3);
    // "Slay" and "Wintry": a fix two short typos share.
    expect(withoutRepeatedMisreading([found('Slae'), found('Wintre')], spell)).toHaveLength(2);
  });
});
