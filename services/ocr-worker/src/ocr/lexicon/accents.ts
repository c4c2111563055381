/**
 * A word with its accents taken off ("Crêperie" → "Creperie"): readers often drop them, and
 * foreign words are known both ways. A module of its own so that a caller does not load the
 * dictionaries of the module that needs it most.
 */
export const withoutAccents = (word: string) => word.normalize('NFD').replace(/\p{M}/gu, '');
