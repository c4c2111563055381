import { normalizeWord } from '@shop/contracts';
import type { SpellChecker } from '../ocr/spellcheck.js';
import { type PlacedWord, SCENE_TEXT_PASS, wordFindings } from '../ocr/word-findings.js';
import type { CorpusList } from './corpus.js';

/**
 * A line of text as both readers would give it when each read every letter right: the words side
 * by side on one line, tesseract's and the scene-text reader's at the same places, surely read.
 * The judge then sees text alone, through the very code that judges an image's words.
 */
export function readingOf(text: string): PlacedWord[] {
  return text
    .split(/\s+/)
    .filter((word) => word.length > 0)
    .flatMap((word, i) => {
      const box = { left: i * 200, top: 0, right: i * 200 + 20 * word.length, bottom: 40 };
      return [
        { text: word, confidence: 95, box, pass: 'dark' },
        { text: word, confidence: 98, leastSure: 95, box, pass: SCENE_TEXT_PASS },
      ];
    });
}

/** The words the judge names in a line of text. */
export const judgeLine = (text: string, spell: SpellChecker) =>
  wordFindings(readingOf(text), spell).map((finding) => finding.word);

export interface ListFigures {
  name: string;
  informational?: boolean;
  mustFlag: boolean;
  half?: string;
  lines: number;
  /** Lines judged right: flagged naming the expected word, or not flagged at all. */
  right: number;
  share: number;
  /** A few lines judged wrong, to read. */
  misses: string[];
}

export function measureList(list: CorpusList, spell: SpellChecker): ListFigures {
  let right = 0;
  const misses: string[] = [];
  for (const line of list.lines) {
    const named = judgeLine(line.text, spell).map(normalizeWord);
    const ok = list.mustFlag ? named.includes(normalizeWord(line.expect ?? line.text)) : named.length === 0;
    if (ok) right += 1;
    else if (misses.length < 12) misses.push(named.length > 0 ? `${line.text} → ${named.join(', ')}` : line.text);
  }
  return {
    name: list.name,
    ...(list.informational && { informational: true }),
    mustFlag: list.mustFlag,
    ...(list.half && { half: list.half }),
    lines: list.lines.length,
    right,
    share: list.lines.length === 0 ? 1 : right / list.lines.length,
    misses,
  };
}
