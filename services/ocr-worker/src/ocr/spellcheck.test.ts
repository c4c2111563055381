import { describe, expect, it } from 'vitest';
import { loadOcrFixtures } from '../testing/fixtures.js';
import { sharedShopSpellChecker } from '../testing/spell-checkers.js';
import {
  cleanToken,
  editDistance,
  gluedMisspelling,
  gluedWords,
  inCaseOf,
  MAX_SUGGESTED_LETTERS,
} from './spellcheck.js';

const spell = sharedShopSpellChecker();

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
    expect(gluedWords('Sunsetbeach', spell)).toEqual(['Sunset', 'beach']);
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
    // One edit from a common word: a typo of it, though it splits into two ("Well come").
    expect(gluedWords('Wellcome', spell)).toBeUndefined();
    expect(gluedWords('CityOrchesrta', spell)).toBeUndefined();
    // One look-alike from a common word ("cl" drawn for "d"): "Wedding", not "Wed cling" (held-out set C).
    expect(gluedWords('Wedcling', spell)).toBeUndefined();
    // Two edits off a word, cut into rare ones ("Choc latte", "Van nil a"): parts must be common.
    expect(gluedWords('Choclatte', spell)).toBeUndefined();
    expect(gluedWords('Vannila', spell)).toBeUndefined();
  });

  it('cuts a long run of capitals, or one at a contraction, but never a short one', () => {
    expect(gluedWords('DANCEMARATHON', spell)).toEqual(['DANCE', 'MARATHON']);
    expect(gluedWords('WHISPERSOF', spell)).toEqual(['WHISPERS', 'OF']);
    expect(gluedWords("IT'SFIVE", spell)).toEqual(["IT'S", 'FIVE']);
    expect(gluedWords('BIGSALE', spell)).toBeUndefined();
    // One edit from a common word, however long: "FORGETTEN" is no "FOR GET TEN".
    expect(gluedWords('FORGETTEN', spell)).toBeUndefined();
  });

  it('cuts at capitals first, then runs of small letters: "SaleendsSunday"', () => {
    expect(gluedWords('SaleendsSunday', spell)).toEqual(['Sale', 'ends', 'Sunday']);
    expect(gluedWords('VisitReykjavik', spell)).toEqual(['Visit', 'Reykjavik']);
  });
});

describe('a misspelling glued to the words before it', () => {
  it('is peeled out of them: "OFTHEDAYY" names "DAYY"', () => {
    expect(gluedMisspelling('OFTHEDAYY', spell)).toEqual({ parts: ['OF', 'THE', 'DAYY'], misspelling: 2 });
    expect(gluedMisspelling('forthebirdss', spell)).toEqual({ parts: ['for', 'the', 'birdss'], misspelling: 2 });
  });

  it('is not made of a garble whose first letters spell a short word, nor of a short token', () => {
    // "Asthetical", "Inforrned", "Annothehr", "Doonrorth": a garble or a pseudo-word, named whole.
    for (const token of ['Asthetical', 'Inforrned', 'Annothehr', 'Doonrorth', 'Atttentoin', 'THEDAYY'])
      expect(gluedMisspelling(token, spell)).toBeUndefined();
    // One edit from a word of its own: the whole token is the misspelling.
    expect(gluedMisspelling('Inthemorningg', spell)).toEqual({ parts: ['In', 'the', 'morningg'], misspelling: 2 });
    expect(gluedMisspelling('Tothemoonn', spell)).toEqual({ parts: ['To', 'the', 'moonn'], misspelling: 2 });
  });
});

/**
 * What each fixture misspelling was meant to say. The manifests name the misspelled words but not
 * their intended spelling, so it is written here; a new fixture misspelling must add its own.
 */
const INTENDED: Record<string, string> = {
  Grnad: 'Grand',
  Opneing: 'Opening',
  Slae: 'Sale',
  WELCMOE: 'WELCOME',
  FUTRUE: 'FUTURE',
  CELEBARTE: 'CELEBRATE',
  FREINDS: 'FRIENDS',
  Modren: 'Modern',
  Galery: 'Gallery',
  Exhbition: 'Exhibition',
  Prnits: 'Prints',
  Midnigth: 'Midnight',
  Tonihgt: 'Tonight',
  Gardnes: 'Gardens',
  Harvset: 'Harvest',
  Ocaen: 'Ocean',
  Mountian: 'Mountain',
  Wintre: 'Winter',
  Chocolatte: 'Chocolate',
  Reapir: 'Repair',
  Yoag: 'Yoga',
  Anceint: 'Ancient',
  Launhc: 'Launch',
  Libary: 'Library',
  Bakrey: 'Bakery',
  Tropicla: 'Tropical',
  FESTVAL: 'FESTIVAL',
  Cofee: 'Coffee',
  Wellcome: 'Welcome',
  Mornign: 'Morning',
  ceramcis: 'ceramics',
  Harbuor: 'Harbor',
  Clearence: 'Clearance',
  RECRODS: 'RECORDS',
  COKTAILS: 'COCKTAILS',
  Norhtern: 'Northern',
  Autum: 'Autumn',
  Beachs: 'Beaches',
  CARNIVALL: 'CARNIVAL',
  Fersh: 'Fresh',
  Montain: 'Mountain',
  Brithday: 'Birthday',
  Orchesrta: 'Orchestra',
  Citty: 'City',
  Ancinet: 'Ancient',
};

describe('suggestions', () => {
  it('offer the intended word for the fixtures’ misspellings, in the case read, at most three', () => {
    const misspellings = loadOcrFixtures().flatMap((fixture) => fixture.misspelledWords);
    expect(misspellings.filter((word) => !(word in INTENDED))).toEqual([]);
    const missed = misspellings.filter((word) => !spell.suggest(word).includes(INTENDED[word] ?? ''));
    // All but a few at the time of writing; a dictionary update may cost one or two.
    expect(missed.length).toBeLessThanOrEqual(misspellings.length / 10);
    for (const word of misspellings) expect(spell.suggest(word).length).toBeLessThanOrEqual(3);
    expect(spell.suggest('Slae')[0]).toBe('Sale');
  });

  it('keep the case of the word read', () => {
    expect(spell.suggest('SUMMR')).toContain('SUMMER');
    expect(spell.suggest('summr')).toContain('summer');
    expect(spell.suggest('Summr')).toContain('Summer');
    expect(inCaseOf('Sumr', 'summer')).toBe('Summer');
    expect(inCaseOf('SUMR', 'summer')).toBe('SUMMER');
    expect(inCaseOf('sumr', 'Sumner')).toBe('Sumner');
  });

  it('are not looked for in a word too long to search cheaply', () => {
    expect(spell.suggest('Extraordinarilly'.slice(0, MAX_SUGGESTED_LETTERS))).not.toEqual([]);
    expect(spell.suggest('Supercalifragilistic')).toEqual([]);
  });

  it('rank by edits, a swap of neighbours counting as one', () => {
    expect(editDistance('slae', 'sale')).toBe(1);
    expect(editDistance('slae', 'slap')).toBe(1);
    expect(editDistance('grnad', 'gonad')).toBe(1);
    expect(editDistance('chocolatte', 'chocolate')).toBe(1);
    expect(editDistance('kitten', 'sitting')).toBe(3);
  });
});
