import { describe, expect, it } from 'vitest';
import { loadOcrFixtures } from '../testing/fixtures.js';
import { sharedShopSpellChecker } from '../testing/spell-checkers.js';
import { createGazetteer } from './gazetteer.js';
import { createSpellChecker } from './spellcheck.js';

const places = createGazetteer();

describe('the gazetteer', () => {
  it('knows countries, regions and larger cities of every continent, accents or not', () => {
    for (const name of ['Reykjavik', 'Oaxaca', 'Guadalajara', 'Kyrgyzstan', 'Kerala', 'Mombasa', 'Zürich', 'Zurich'])
      expect(places.isPlaceName(name), name).toBe(true);
    expect(places.isPlaceName('Tasmania')).toBe(true);
    expect(places.isPlaceName('Queensland')).toBe(true);
  });

  it('takes a place written as a name, in capitals or Capitalized, but not in lower case', () => {
    expect(places.isPlaceName('OAXACA')).toBe(true);
    expect(places.isPlaceName('oaxaca')).toBe(false);
  });

  it('leaves out small towns and very short names, which misread words too easily land on', () => {
    // Ufa is a city of a million: three letters are still too few to tell it from a misreading.
    expect(places.isPlaceName('Ufa')).toBe(false);
    expect(createGazetteer(0).size).toBeGreaterThan(places.size);
    expect(places.size).toBeGreaterThan(3000);
    expect(places.size).toBeLessThan(10_000);
  });

  it('knows towns of 5,000 or more apart, as names, with their accents and without', () => {
    for (const name of ['Lymington', 'Banff', 'BANFF', 'Sète', 'Sete'])
      expect(places.isTownName(name), name).toBe(true);
    expect(places.isPlaceName('Lymington')).toBe(false);
    expect(places.isTownName('lymington')).toBe(false);
  });

  it('holds none of the fixtures’ misspellings', () => {
    const misspellings = loadOcrFixtures().flatMap((fixture) => fixture.misspelledWords);
    expect(misspellings.filter((word) => places.isPlaceName(word))).toEqual([]);
  });
});

describe('the spell checker with the gazetteer', () => {
  it('does not call a place name a misspelling, and still calls a misspelled one', () => {
    const spell = sharedShopSpellChecker();
    // Names the English dictionary does not know.
    expect(spell.isKnown('Chernivtsi')).toBe(true);
    expect(spell.isKnown('DEBRECEN')).toBe(true);
    expect(spell.isKnown('Chernvitsi')).toBe(false);
    expect(createSpellChecker({ extraWords: [], places: null }).isKnown('Chernivtsi')).toBe(false);
  });
});
