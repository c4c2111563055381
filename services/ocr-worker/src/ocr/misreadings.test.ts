import { describe, expect, it } from 'vitest';
import { isConsonantMisreading, isEdgeLetterMore, othersAccentsOn } from './misreadings.js';
import { createSpellChecker } from './spellcheck.js';

const spell = createSpellChecker({ extraWords: [] });

describe('a letter cut off at a word’s edge', () => {
  it('is one letter more at the start or the end, case aside', () => {
    expect(isEdgeLetterMore('Graduaton', 'raduaton')).toBe(true);
    expect(isEdgeLetterMore('LANTERN', 'ANTER')).toBe(false);
    expect(isEdgeLetterMore('Lantern', 'ANTERN')).toBe(true);
    expect(isEdgeLetterMore('Wantastic', 'Wuntastic')).toBe(false);
  });
});

describe('a consonant misread for another', () => {
  it('makes a common word of the reading with one consonant of another sound', () => {
    expect(isConsonantMisreading('Gingen', spell)).toBe(true);
    expect(isConsonantMisreading('NELCOME', spell)).toBe(true);
  });

  it('is not a misspelling by ear, nor a typo of a generator’s kind, nor a vowel put for another', () => {
    expect(isConsonantMisreading('Sause', spell)).toBe(false);
    expect(isConsonantMisreading('Specrial', spell)).toBe(false);
    expect(isConsonantMisreading('Entrence', spell)).toBe(false);
    expect(isConsonantMisreading('Wuntastic', spell)).toBe(false);
  });

  it('makes a frequent word, not one of hunspell’s rare ones: "Zoue" (Zone) is no "moue" or "roue" misread', () => {
    expect(isConsonantMisreading('Zoue', spell)).toBe(false);
  });
});

describe('accents one reader dropped and the other read', () => {
  it('takes the accented letters another reading has where a token has their plain ones', () => {
    expect(othersAccentsOn('Saint-Exupery', [{ token: 'Sainl-Exupéry' }])).toBe('Saint-Exupéry');
    expect(othersAccentsOn('CREPERIE', [{ token: 'Crêperie' }])).toBe('CRÊPERIE');
    expect(othersAccentsOn('Creperie', [{ token: 'Creperie' }, { token: 'Crepe' }])).toBeUndefined();
    expect(othersAccentsOn('Creperie', [{ token: 'Crâperie' }])).toBeUndefined();
  });
});
