import { describe, expect, it } from 'vitest';
import { cleanToken, createSpellChecker } from './spellcheck.js';

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

describe('the spell checker', () => {
  it('accepts any casing of a dictionary word', () => {
    expect(spell.isKnown('FESTIVAL')).toBe(true);
    expect(spell.isKnown('festival')).toBe(true);
    expect(spell.isKnown('Festival')).toBe(true);
    expect(spell.isKnown('Festivle')).toBe(false);
  });
});
