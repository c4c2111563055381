import { BUILT_IN_SHOP_WORDS, normalizeWord, type AddWordResult, type WordList } from '@shop/contracts';
import type { WordRepository } from './words.repository.js';

export interface WordServiceDeps {
  words: WordRepository;
  /**
   * Adds the word and re-evaluates the stored OCR findings that hold it, in one transaction. Given
   * by the OCR outcome service: the word list knows nothing of OCR, so the two depend one way.
   */
  acceptWord: (word: string) => Promise<AddWordResult>;
}

export function createWordService({ words, acceptWord }: WordServiceDeps) {
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
      return acceptWord(word);
    },
  };
}

export type WordService = ReturnType<typeof createWordService>;
