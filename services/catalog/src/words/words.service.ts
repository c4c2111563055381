import { BUILT_IN_SHOP_WORDS, normalizeWord, type AddWordResult, type WordList } from '@shop/contracts';
import type { OcrOutcomeService } from '../ocr-results/ocr-outcome.service.js';
import type { WordRepository } from './words.repository.js';

export function createWordService({ words, outcomes }: { words: WordRepository; outcomes: OcrOutcomeService }) {
  return {
    /** Every word the text check accepts beyond the dictionary: built in, then the curators'. */
    async list(): Promise<WordList> {
      const added = await words.listAll();
      const seen = new Set<string>();
      const all: string[] = [];
      for (const word of [...BUILT_IN_SHOP_WORDS, ...added.map((row) => row.word)]) {
        const key = normalizeWord(word);
        if (seen.has(key)) continue;
        seen.add(key);
        all.push(word);
      }
      return { words: all };
    },

    async add(word: string): Promise<AddWordResult> {
      return outcomes.acceptWord(word);
    },
  };
}

export type WordService = ReturnType<typeof createWordService>;
