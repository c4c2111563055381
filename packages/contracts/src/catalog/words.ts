import { z } from 'zod';
import { CATEGORIES } from '../shared/constants.js';

/**
 * Words every spell check accepts: the shop's own category and brand names (e.g. Algornation),
 * which no English dictionary knows. Curators extend this with `POST /api/words`.
 */
export const BUILT_IN_SHOP_WORDS: readonly string[] = [
  ...new Set(
    [...CATEGORIES, 'Algornation', 'Misc', 'Sci-Fi', 'AI', 'OCR']
      .flatMap((name) => name.split(/[^A-Za-z]+/))
      .filter((word) => word.length > 1),
  ),
];

/** A word as a curator may add it: letters with inner apostrophes or hyphens. */
export const ShopWordSchema = z
  .string()
  .trim()
  .min(2)
  .max(64)
  .regex(/^[\p{L}][\p{L}'’-]*[\p{L}]$/u, 'A word is letters only (apostrophes and hyphens inside are fine)');

export const AddWordBodySchema = z.object({ word: ShopWordSchema }).strict();
export type AddWordBody = z.infer<typeof AddWordBodySchema>;

export const WordListSchema = z.object({ words: z.array(z.string()) });
export type WordList = z.infer<typeof WordListSchema>;

/** `reevaluated`: how many artworks had this word among their text errors and were re-checked. */
export const AddWordResultSchema = z.object({ word: z.string(), reevaluated: z.number().int() });
export type AddWordResult = z.infer<typeof AddWordResultSchema>;

/** Words compare case-insensitively: OCR may change case, and ALL-CAPS signs are common. */
export function normalizeWord(word: string): string {
  return word.normalize('NFC').replaceAll('’', "'").toLocaleLowerCase('en');
}
