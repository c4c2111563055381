import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

/** A download grant as any path adds it: bought with the order, picked with a pack, a delivered commission file. */
export interface NewGrantRow {
  id: string;
  artworkId: string;
  tokenHash: string;
  storageKey: string;
  originalName: string;
  mimeType: string;
  expiresAt: Date;
  /** The pack line a pick spent a credit of; null for bought works and commission files. */
  orderLineId?: string | null;
  /** A picked work's title (bought ones take it from their line). */
  title?: string | null;
}

/** A grant's own columns, as every insert of `download_grants` writes them (its order and place aside). */
export function grantColumns(grant: NewGrantRow) {
  return {
    id: grant.id,
    artwork_id: grant.artworkId,
    order_line_id: grant.orderLineId ?? null,
    title: grant.title ?? null,
    token_hash: grant.tokenHash,
    storage_key: grant.storageKey,
    original_name: grant.originalName,
    mime_type: grant.mimeType,
    expires_at: grant.expiresAt,
  };
}

/**
 * Grants added to an existing order (picks, the commission delivery's transaction): they go
 * after the order's existing ones, so links keep their order. `db` is the caller's transaction.
 * A new order's grants are inserted with it (order-insert-queries.ts).
 */
export async function appendGrants(
  db: Kysely<Database>,
  orderId: string,
  grants: readonly NewGrantRow[],
): Promise<void> {
  if (grants.length === 0) return;
  const last = await db
    .selectFrom('download_grants')
    .select(sql<number>`coalesce(max(position), -1)::int`.as('position'))
    .where('order_id', '=', orderId)
    .executeTakeFirstOrThrow();
  await db
    .insertInto('download_grants')
    .values(
      grants.map((grant, index) => ({
        ...grantColumns(grant),
        order_id: orderId,
        position: last.position + 1 + index,
      })),
    )
    .execute();
}

/**
 * For a query over `download_grants`, the grant's bought line in its order (a work's first line:
 * a pack's picks have none) as the lateral `line`: its title and the licence sold with it, as
 * they were. The order page, the receipt's downloads and the buyer's library read it.
 */
export function grantLine(eb: ExpressionBuilder<Database, 'download_grants'>) {
  return eb
    .selectFrom('order_lines')
    .select(['order_lines.title', 'order_lines.licence_name', 'order_lines.licence_text'])
    .whereRef('order_lines.order_id', '=', 'download_grants.order_id')
    .whereRef('order_lines.artwork_id', '=', 'download_grants.artwork_id')
    .orderBy('order_lines.position')
    .limit(1)
    .as('line');
}
