import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

/**
 * One lock over the word list: taken shared by whoever derives errors from it, exclusive by whoever
 * adds to it, so that a result applied while a word is being accepted is either seen by the
 * re-check or reads the new word itself.
 */
const WORD_LIST_LOCK = sql`hashtext('catalog.shop_words')`;

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

    /** In a transaction: the list cannot change until it ends (other readers go on). */
    async lockForReading() {
      await sql`select pg_advisory_xact_lock_shared(${WORD_LIST_LOCK})`.execute(db);
    },

    /** In a transaction: no one else reads or changes the list until it ends. */
    async lockForChange() {
      await sql`select pg_advisory_xact_lock(${WORD_LIST_LOCK})`.execute(db);
    },
  };
}

export type WordRepository = ReturnType<typeof createWordRepository>;
