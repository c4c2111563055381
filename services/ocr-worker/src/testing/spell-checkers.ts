import { createSpellChecker, loadSpellChecker, type SpellChecker } from '../ocr/spellcheck.js';

// A checker takes one to several seconds of CPU to build (the hunspell dictionary, names, word
// frequencies, places) and only answers questions afterwards. The test files share one worker's
// modules (vitest.shared.ts), so they share these two instead of each building its own.
let shopWords: SpellChecker | undefined;
let everyLexicon: Promise<SpellChecker> | undefined;

/** createSpellChecker() as the defaults build it: English, the shop's words, names, places. */
export const sharedShopSpellChecker = (): SpellChecker => (shopWords ??= createSpellChecker());

/** loadSpellChecker(), as the worker builds it: every lexicon, other languages too. */
export const sharedSpellChecker = (): Promise<SpellChecker> => (everyLexicon ??= loadSpellChecker());
