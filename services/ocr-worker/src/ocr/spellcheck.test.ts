import { describe, expect, it } from 'vitest';
import { loadOcrFixtures } from '../testing/fixtures.js';
import { cleanToken, createSpellChecker, gluedWords } from './spellcheck.js';

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

describe('glued words', () => {
  it('splits a token a reader glued from dictionary words', () => {
    expect(gluedWords('Coffeeand', spell)).toEqual(['Coffee', 'and']);
    expect(gluedWords('atdusk', spell)).toEqual(['at', 'dusk']);
    expect(gluedWords('HarborLights', spell)).toEqual(['Harbor', 'Lights']);
    expect(gluedWords('SummerArtFestival', spell)).toEqual(['Summer', 'Art', 'Festival']);
  });

  it('does not explain away a misspelling as scraps of words: none of the fixtures’ misspellings splits', () => {
    const misspellings = loadOcrFixtures().flatMap((fixture) => fixture.misspelledWords);
    expect(misspellings.length).toBeGreaterThan(20);
    expect(misspellings.filter((word) => gluedWords(word, spell))).toEqual([]);
    expect(gluedWords('Yoag', spell)).toBeUndefined();
    // In capitals a glue cannot be told from a misspelling; "Ian" and "hgt" are no common words.
    expect(gluedWords('FUTRUE', spell)).toBeUndefined();
    expect(gluedWords('Tonihgt', spell)).toBeUndefined();
    expect(gluedWords('Mountian', spell)).toBeUndefined();
  });
});
