import type { StorePolicySlug } from '@shop/contracts';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

/** A policy's row, or the artist's About page's, which is stored with them. */
export type StoredPageSlug = StorePolicySlug | 'about';

export interface StoredPolicy {
  slug: string;
  markdown: string;
  updatedAt: Date;
}

/** The policies the artist has saved; one row per policy, replaced on save. */
export function createStorePolicyRepository(db: Kysely<Database>) {
  const columns = ['slug', 'markdown', 'updated_at'] as const;
  const toStored = (row: { slug: string; markdown: string; updated_at: Date }): StoredPolicy => ({
    slug: row.slug,
    markdown: row.markdown,
    updatedAt: row.updated_at,
  });

  return {
    async listSaved(): Promise<StoredPolicy[]> {
      return (await db.selectFrom('store_policies').select(columns).execute()).map(toStored);
    },

    async findSaved(slug: StoredPageSlug): Promise<StoredPolicy | undefined> {
      const row = await db.selectFrom('store_policies').select(columns).where('slug', '=', slug).executeTakeFirst();
      return row && toStored(row);
    },

    async save(slug: StoredPageSlug, markdown: string): Promise<StoredPolicy> {
      const row = await db
        .insertInto('store_policies')
        .values({ slug, markdown })
        .onConflict((oc) => oc.column('slug').doUpdateSet({ markdown, updated_at: sql<Date>`now()` }))
        .returning(columns)
        .executeTakeFirstOrThrow();
      return toStored(row);
    },
    async remove(slug: StoredPageSlug): Promise<void> {
      await db.deleteFrom('store_policies').where('slug', '=', slug).execute();
    },
  };
}

export type StorePolicyRepository = ReturnType<typeof createStorePolicyRepository>;
