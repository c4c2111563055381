import { sql, type Kysely } from 'kysely';
import type { Database, PackRuleRow } from '../db/schema.js';

export interface PackRuleValues {
  packageId: string;
  categories: readonly string[] | null;
  maxPriceCents: number | null;
}

/** The artist's rule per pack (which categories, up to which price). */
export function createPackRuleRepository(db: Kysely<Database>) {
  return {
    async listAll(): Promise<PackRuleRow[]> {
      return db.selectFrom('pack_rules').selectAll().orderBy('package_id').execute();
    },

    /** The rules of these packs, by package id; a pack without a row has none. */
    async findByPackageIds(packageIds: readonly string[]): Promise<Map<string, PackRuleRow>> {
      if (packageIds.length === 0) return new Map();
      const rows = await db.selectFrom('pack_rules').selectAll().where('package_id', 'in', packageIds).execute();
      return new Map(rows.map((row) => [row.package_id, row]));
    },

    /** Forgets a pack's rule (nothing to do when it has none): it follows the default again. */
    async remove(packageId: string): Promise<void> {
      await db.deleteFrom('pack_rules').where('package_id', '=', packageId).execute();
    },

    /** Sets a pack's rule, whatever it was. */
    async save(values: PackRuleValues): Promise<PackRuleRow> {
      const row = {
        package_id: values.packageId,
        categories: values.categories === null ? null : [...values.categories],
        max_price_cents: values.maxPriceCents,
      };
      return db
        .insertInto('pack_rules')
        .values(row)
        .onConflict((oc) =>
          oc.column('package_id').doUpdateSet({
            categories: row.categories,
            max_price_cents: row.max_price_cents,
            updated_at: sql<Date>`now()`,
          }),
        )
        .returningAll()
        .executeTakeFirstOrThrow();
    },
  };
}

export type PackRuleRepository = ReturnType<typeof createPackRuleRepository>;
