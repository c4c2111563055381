import { describe, expect, it } from 'vitest';
import { cleanToken, createSpellChecker, findSuspectWords } from './spellcheck.js';

const spell = createSpellChecker();

describe('cleanToken', () => {
  it('keeps words of 3+ letters without edge punctuation, drops numbers and symbols', () => {
    expect(cleanToken('"Hello,')).toBe('Hello');
    expect(cleanToken("don't")).toBe("don't");
    expect(cleanToken('2024')).toBeUndefined();
    expect(cleanToken('A1B2')).toBeUndefined();
    expect(cleanToken('to')).toBeUndefined();
    expect(cleanToken('——')).toBeUndefined();
  });
});

describe('findSuspectWords', () => {
  it('names unknown words read with confidence, once each, in reading order', () => {
    const words = [
      { text: 'GRAND', confidence: 95 },
      { text: 'Opneing', confidence: 90 },
      { text: 'Slae!', confidence: 91 },
      { text: 'OPNEING', confidence: 92 },
    ];
    expect(findSuspectWords(words, spell).map((word) => word.text)).toEqual(['Opneing', 'Slae']);
  });

  it('ignores background noise, numbers and short tokens, and accepts the shop words', () => {
    const words = [
      { text: 'NNN', confidence: 40 },
      { text: 'AYAVaVew', confidence: 39 },
      { text: 'Poltlery', confidence: 65 },
      { text: '1999', confidence: 96 },
      { text: 'Algornation', confidence: 95 },
      { text: 'Sci-Fi', confidence: 95 },
    ];
    expect(findSuspectWords(words, spell)).toEqual([]);
  });

  it('accepts any casing of a dictionary word', () => {
    expect(spell.isKnown('FESTIVAL')).toBe(true);
    expect(spell.isKnown('festival')).toBe(true);
    expect(spell.isKnown('Festival')).toBe(true);
    expect(spell.isKnown('Festivle')).toBe(false);
  });
});
