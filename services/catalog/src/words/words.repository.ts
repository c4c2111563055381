import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

export function createWordRepository(db: Kysely<Database>) {
  return {
    /** Idempotent: adding a word twice keeps the first spelling. */
    async add(wordKey: string, word: string) {
      await db
        .insertInto('shop_words')
        .values({ word_key: wordKey, word })
        .onConflict((oc) => oc.column('word_key').doNothing())
        .execute();
    },

    async listAll() {
      return db.selectFrom('shop_words').select(['word_key', 'word']).orderBy('word_key').execute();
    },
  };
}

export type WordRepository = ReturnType<typeof createWordRepository>;
