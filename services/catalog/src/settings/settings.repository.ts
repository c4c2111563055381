import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

/** Small documents the shop keeps by name (the homepage layout), stored as JSON. */
export function createSettingsRepository(db: Kysely<Database>) {
  return {
    /** The stored value, unparsed (the caller validates it), or undefined when never saved. */
    async get(key: string): Promise<unknown> {
      const row = await db.selectFrom('settings').select('value').where('key', '=', key).executeTakeFirst();
      return row?.value;
    },

    async put(key: string, value: unknown): Promise<void> {
      const json = JSON.stringify(value);
      await db
        .insertInto('settings')
        .values({ key, value: json })
        .onConflict((oc) => oc.column('key').doUpdateSet({ value: json, updated_at: sql<Date>`now()` }))
        .execute();
    },
  };
}

export type SettingsRepository = ReturnType<typeof createSettingsRepository>;
