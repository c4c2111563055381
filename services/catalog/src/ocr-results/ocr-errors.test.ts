import type { OcrFinding } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { buildOcrErrors, failureMessage, findingKeys, misspellingMessage, openFindings } from './ocr-errors.js';

const misspelling = (word: string): OcrFinding => ({
  kind: 'misspelling',
  word,
  confidence: 90,
  box: null,
  pass: null,
});
const misspellings = (words: string[]) => words.map(misspelling);

describe('buildOcrErrors', () => {
  it('names each unknown word once, in reading order, keeping its first spelling', () => {
    expect(buildOcrErrors(misspellings(['Grnad', 'Opneing', 'GRNAD', 'Slae']), new Set())).toEqual([
      'Possible misspelling: "Grnad"',
      'Possible misspelling: "Opneing"',
      'Possible misspelling: "Slae"',
    ]);
  });

  it("leaves out the shop's built-in words and the curators' words, case-insensitively", () => {
    expect(buildOcrErrors(misspellings(['ALGORNATION', 'Donut', 'Futrue']), new Set(['donut']))).toEqual([
      'Possible misspelling: "Futrue"',
    ]);
  });

  it('says an unreadable token could not be read with confidence, naming it', () => {
    const garbled: OcrFinding = { ...misspelling('WVimGzae'), kind: 'unreadable', confidence: 31 };
    expect(buildOcrErrors([misspelling('Openning'), garbled], new Set())).toEqual([
      'Possible misspelling: "Openning"',
      'Could not read this text with confidence: "WVimGzae"',
    ]);
  });

  it('names the word in the message', () => {
    expect(misspellingMessage('Grnad')).toContain('"Grnad"');
  });

  it('bounds a failure reason', () => {
    expect(failureMessage('x'.repeat(2000))).toHaveLength('OCR failed: '.length + 500);
  });
});

describe('findings', () => {
  it('keep their data when open, and match an accepted word whatever its apostrophe', () => {
    const dont = { ...misspelling('Don’t'), box: { x: 1, y: 2, width: 3, height: 4 } };
    expect(openFindings([dont, misspelling('Grnad')], new Set())).toEqual([dont, misspelling('Grnad')]);
    expect(openFindings([dont], new Set(["don't"]))).toEqual([]);
  });

  it('are looked up by the normalizeWord key of each word, once', () => {
    expect(findingKeys(misspellings(['Don’t', "DON'T", 'Grnad']))).toEqual(["don't", 'grnad']);
  });

  it("drop a place another reading of which is a curator's or shop word, and are looked up by it too", () => {
    const garbled = { ...misspelling('Zorbiax'), readings: ['Zorblax', 'Zorb'] };
    expect(openFindings([garbled], new Set(['zorblax']))).toEqual([]);
    expect(openFindings([{ ...garbled, readings: ['ALGORNATION'] }], new Set())).toEqual([]);
    expect(openFindings([garbled], new Set())).toEqual([garbled]);
    expect(findingKeys([garbled, misspelling('Grnad')])).toEqual(['zorbiax', 'zorblax', 'zorb', 'grnad']);
  });

  it('drop a word marked as misread on the work by its own key only, never by its other readings', () => {
    const antern = { ...misspelling('ANTERN'), readings: ['LANTERN'] };
    expect(openFindings([antern, misspelling('NIGH')], new Set(), new Set(['antern']))).toEqual([misspelling('NIGH')]);
    expect(openFindings([antern], new Set(), new Set(['lantern']))).toEqual([antern]);
    expect(buildOcrErrors([antern], new Set(), new Set(['antern']))).toEqual([]);
  });
});
