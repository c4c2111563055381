import type { ArtworkSort, ArtworkStatus, OcrFilter } from '@shop/contracts';
import {
  type Expression,
  type ExpressionBuilder,
  type RawBuilder,
  type SelectQueryBuilder,
  sql,
  type SqlBool,
} from 'kysely';
import type { Database } from '../db/schema.js';

/** Search and filters of a page of artworks; the service has already narrowed a public caller. */
export interface ArtworkSearch {
  q?: string | undefined;
  status?: ArtworkStatus | undefined;
  shown?: ArtworkStatus | undefined;
  ocr?: OcrFilter | undefined;
  category?: string | undefined;
  /** Any of these categories. */
  categories?: readonly string[] | undefined;
  forSale?: boolean | undefined;
  hasPrice?: boolean | undefined;
  /** Priced at most this; an unpriced work is out. */
  maxPriceCents?: number | undefined;
  ids?: readonly string[] | undefined;
}

type Eb = ExpressionBuilder<Database, 'artworks'>;

/** `%`, `_` and `\` typed by the curator are letters, not wildcards. */
export function likePattern(words: string): string {
  return `%${words.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

const hasErrors = sql<SqlBool>`cardinality(ocr_errors) > 0`;
const hasNoErrors = sql<SqlBool>`cardinality(ocr_errors) = 0`;

/** The status a card shows (the web's displayStatus): errors read Flagged, except on a rejected or archived work. */
function shownStatus(eb: Eb, shown: ArtworkStatus): Expression<SqlBool> {
  switch (shown) {
    case 'rejected':
    case 'archived':
      return eb('status', '=', shown);
    case 'flagged':
      return eb.and([
        eb('status', 'not in', ['rejected', 'archived']),
        eb.or([eb('status', '=', 'flagged'), hasErrors]),
      ]);
    default:
      return eb.and([eb('status', '=', shown), hasNoErrors]);
  }
}

function ocrOutcome(eb: Eb, ocr: OcrFilter): Expression<SqlBool> {
  switch (ocr) {
    case 'clean':
      return eb.and([eb('ocr_status', '=', 'processed'), hasNoErrors]);
    case 'errors':
      return eb.and([eb('ocr_status', '=', 'processed'), hasErrors]);
    default:
      return eb('ocr_status', '=', ocr);
  }
}

/** Every condition of the search, ANDed; none means every artwork. */
export function searchConditions(eb: Eb, search: ArtworkSearch): Expression<SqlBool> {
  const conditions: Expression<SqlBool>[] = [];
  if (search.q !== undefined) {
    // ILIKE on both columns, each served by its pg_trgm GIN index (migration 202611260000).
    const pattern = likePattern(search.q);
    conditions.push(eb.or([eb('title', 'ilike', pattern), eb('ocr_text', 'ilike', pattern)]));
  }
  if (search.status !== undefined) conditions.push(eb('status', '=', search.status));
  if (search.shown !== undefined) conditions.push(shownStatus(eb, search.shown));
  if (search.ocr !== undefined) conditions.push(ocrOutcome(eb, search.ocr));
  if (search.category !== undefined) conditions.push(eb('category', '=', search.category));
  if (search.categories !== undefined) conditions.push(eb('category', 'in', search.categories));
  if (search.forSale !== undefined) conditions.push(eb('is_for_sale', '=', search.forSale));
  if (search.hasPrice !== undefined)
    conditions.push(search.hasPrice ? eb('price_cents', 'is not', null) : eb('price_cents', 'is', null));
  if (search.maxPriceCents !== undefined) conditions.push(eb('price_cents', '<=', search.maxPriceCents));
  if (search.ids !== undefined) conditions.push(eb('id', 'in', search.ids));
  return eb.and(conditions);
}

/**
 * A total order for every sort: the key, then id, so offset pages neither repeat nor skip a work
 * while the data stands still. `artworks.created_at`, not the bare name: the select list has a
 * created_at of its own (ISO text, artworks.repository.ts), which a bare ORDER BY name would mean.
 */
export function orderBySort<O>(
  query: SelectQueryBuilder<Database, 'artworks', O>,
  sort: ArtworkSort,
): SelectQueryBuilder<Database, 'artworks', O> {
  switch (sort) {
    case 'oldest':
      return query.orderBy('artworks.created_at', 'asc').orderBy('id', 'asc');
    case 'title':
      return query.orderBy(sql`lower(title)`, 'asc').orderBy('id', 'asc');
    case 'price':
      // Cheapest first; unpriced work last, where it cannot be mistaken for free.
      return query.orderBy(sql`price_cents asc nulls last`).orderBy('id', 'asc');
    default:
      // Both descending: the (created_at, id) index is walked backwards, no sort.
      return query.orderBy('artworks.created_at', 'desc').orderBy('id', 'desc');
  }
}

/**
 * The value a keyset cursor keeps for a sort: created_at as UTC text with its
 * microseconds (a JS Date would round them off and make ties of distinct times), lower(title),
 * or the price in cents.
 */
export function sortKey(sort: ArtworkSort): RawBuilder<string | number | null> {
  switch (sort) {
    case 'title':
      return sql<string>`lower(title)`;
    case 'price':
      return sql<number | null>`price_cents`;
    default:
      return sql<string>`to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US')`;
  }
}

/**
 * The works after `after` in orderBySort's total order: a strictly later (key, id). Works
 * approved between two pages land before or after the cursor, never on both sides of it.
 */
export function afterCursor(
  eb: Eb,
  sort: ArtworkSort,
  after: { key: string | number | null; id: string },
): Expression<SqlBool> {
  const laterId = eb('id', '>', after.id);
  switch (sort) {
    case 'title': {
      const key = String(after.key);
      return eb.or([eb(sql`lower(title)`, '>', key), eb.and([eb(sql`lower(title)`, '=', key), laterId])]);
    }
    case 'price':
      // Unpriced work comes last (nulls last).
      if (after.key === null) return eb.and([eb('price_cents', 'is', null), laterId]);
      return eb.or([
        eb('price_cents', '>', Number(after.key)),
        eb.and([eb('price_cents', '=', Number(after.key)), laterId]),
        eb('price_cents', 'is', null),
      ]);
    default: {
      // A row comparison, which PostgreSQL answers from the (created_at, id) index.
      const at = sql`(${String(after.key)}::timestamp at time zone 'UTC')`;
      const id = sql`${after.id}::uuid`;
      return sort === 'oldest'
        ? sql<SqlBool>`(created_at, id) > (${at}, ${id})`
        : sql<SqlBool>`(created_at, id) < (${at}, ${id})`;
    }
  }
}
