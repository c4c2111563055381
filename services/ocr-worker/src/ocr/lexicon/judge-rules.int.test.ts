import { beforeAll, describe, expect, it } from 'vitest';
import { loadSpellChecker, type SpellChecker } from '../spellcheck.js';
import { type PlacedWord, SCENE_TEXT_PASS, wordFindings } from '../word-findings.js';

/** A line read alike by both readers, word by word (as the judge benchmark reads text). */
const line = (text: string): PlacedWord[] =>
  text.split(' ').flatMap((word, i) => {
    const box = { left: i * 200, top: 0, right: i * 200 + 20 * word.length, bottom: 40 };
    return [
      { text: word, confidence: 95, box, pass: 'dark' },
      { text: word, confidence: 98, leastSure: 95, box, pass: SCENE_TEXT_PASS },
    ];
  });

describe('the word judge with every lexicon loaded', () => {
  let spell: SpellChecker;
  const named = (text: string) => wordFindings(line(text), spell).map((finding) => finding.word);
  beforeAll(async () => {
    spell = await loadSpellChecker();
  });

  it('names known misspellings, whatever case, even where another language has the word', () => {
    expect(named('Keep It Wierd')).toEqual(['Wierd']);
    expect(named('SEE YOU TOMMOROW')).toEqual(['TOMMOROW']);
    expect(named('Please keep your reciept for returns')).toEqual(['reciept']);
    expect(named('A Brillant Idea')).toEqual(['Brillant']);
  });

  it('names capitalised and ALL-CAPS pseudo-words, which are no names', () => {
    expect(named('Vlornath Skeep')).toEqual(['Vlornath', 'Skeep']);
    expect(named('GRELBOX TRUNE')).toEqual(['GRELBOX', 'TRUNE']);
  });

  it('names a misspelling beside its neighbour: "Chrismas Market"', () => {
    expect(named('Chrismas Market')).toEqual(['Chrismas']);
  });

  it('passes words of other languages, with their accents and without', () => {
    for (const text of [
      'Bienvenue',
      'Crêperie',
      'Creperie',
      'Wunderbar',
      'Ciao Bella',
      'Buon Appetito',
      'Frohe Weihnachten',
      'Feliz Cumpleaños',
      'Feliz Cumpleanos',
      'Salud',
      'Pain au Chocolat',
    ])
      expect(named(text), text).toEqual([]);
  });

  it('passes names, brands and places, and names a garbled common word written as a name', () => {
    for (const text of ['Elena Marquez', 'Hartwell & Sons', 'Golden Hour Kyoto', 'MMXXIV', 'Chapter XIV', '#tbt'])
      expect(named(text), text).toEqual([]);
    expect(named('Hapy Birthday')).toEqual(['Hapy']);
  });

  it('passes a glue one reader made, and names one both readers read', () => {
    const glued = { left: 0, top: 0, right: 180, bottom: 40 };
    const scene: PlacedWord = { text: 'Coffeeand', confidence: 97, leastSure: 90, box: glued, pass: SCENE_TEXT_PASS };
    const apart: PlacedWord[] = [
      { text: 'Coffee', confidence: 93, box: { ...glued, right: 110 }, pass: 'dark' },
      { text: 'and', confidence: 93, box: { ...glued, left: 125 }, pass: 'dark' },
    ];
    expect(wordFindings([scene, ...apart], spell)).toEqual([]);
    expect(named('aboutthe')).toEqual(['aboutthe']);
  });

  it('takes a name before a comma and a known place for a place: "Santorini, Greece"', () => {
    expect(named('Santorini, Greece')).toEqual([]);
    expect(named('Santorinni Greece')).toEqual(['Santorinni']);
  });
});
