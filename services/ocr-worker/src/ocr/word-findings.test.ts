import { describe, expect, it } from 'vitest';
import { createSpellChecker } from './spellcheck.js';
import { type PlacedWord, wordFindings } from './word-findings.js';

const spell = createSpellChecker([]);

/** A word on a line at `top`, `left` px from the left, 100 px wide per word. */
const word = (text: string, confidence: number, left: number, pass = 'light', top = 100): PlacedWord => ({
  text,
  confidence,
  pass,
  box: { left, top, right: left + 90, bottom: top + 40 },
});

describe('findings from the words of all passes', () => {
  it('names a word tesseract read surely that the dictionary does not know', () => {
    const findings = wordFindings([word('Grand', 95, 0), word('Openning', 91, 100)], spell);
    expect(findings.map(({ kind, word: text }) => [kind, text])).toEqual([['misspelling', 'Openning']]);
  });

  it('reports a doubtful word on a line of confidently read text as unreadable, not as clean', () => {
    const findings = wordFindings([word('WVimGzae', 48, 0), word('Records', 93, 100)], spell);
    expect(findings).toEqual([
      { kind: 'unreadable', word: 'WVimGzae', confidence: 48, box: word('', 0, 0).box, pass: 'light' },
    ]);
  });

  it('does not report doubtful tokens where nothing on the line was read surely: background patterns', () => {
    expect(wordFindings([word('Ilmnrr', 52, 0), word('Wwvw', 45, 100)], spell)).toEqual([]);
  });

  it('does not report what another pass read as a dictionary word in the same place', () => {
    const words = [
      word('Forest', 93, 0),
      word('Trai', 78, 100),
      word('Fmerald', 55, 200),
      word('Trail', 88, 102, 'dark'),
      word('Emerald', 90, 198, 'dark'),
    ];
    expect(wordFindings(words, spell)).toEqual([]);
  });

  it('joins a word split into pieces by one pass to the whole word read by another', () => {
    const words = [
      word('Festival', 95, 0, 'light'),
      { ...word('esti', 43, 25, 'light+8'), box: { left: 25, top: 105, right: 60, bottom: 140 } },
      { ...word('val', 96, 60, 'light+8'), box: { left: 60, top: 105, right: 90, bottom: 140 } },
      word('Moon', 96, 200, 'light+8'),
    ];
    expect(wordFindings(words, spell)).toEqual([]);
  });

  it('names each word once, case aside, in the order the passes read them', () => {
    const words = [word('Grnad', 90, 0), word('Slae', 92, 100), word('GRNAD', 88, 0, 'dark', 300)];
    expect(wordFindings(words, spell).map((finding) => finding.word)).toEqual(['Grnad', 'Slae']);
  });

  it('accepts the shop words and their casing', () => {
    const shop = createSpellChecker();
    const words = [word('Algornation', 95, 0), word('Sci-Fi', 95, 100), word('FESTIVAL', 95, 200)];
    expect(wordFindings(words, shop)).toEqual([]);
  });

  it('leaves numbers, symbols and short pieces alone', () => {
    expect(
      wordFindings([word('1987', 95, 0), word('~', 20, 100), word('lla', 50, 200), word('Lodge', 95, 300)], spell),
    ).toEqual([]);
  });
});
