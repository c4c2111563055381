import { type ArtworkSort, ARTWORK_SORTS, ERROR_CODES } from '@shop/contracts';
import { BadRequest } from '@shop/platform';

/**
 * Where a keyset page starts: the sort key and id of the last work of the page before.
 * `key` is the created_at as UTC text with microseconds (newest, oldest), lower(title) (title) or
 * the price in cents, null for unpriced work (price).
 */
export interface ArtworkCursor {
  sort: ArtworkSort;
  key: string | number | null;
  id: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}$/;

/** Opaque to clients: base64url of a small JSON array [sort, key, id]. */
export function encodeCursor(cursor: ArtworkCursor): string {
  return Buffer.from(JSON.stringify([cursor.sort, cursor.key, cursor.id]), 'utf8').toString('base64url');
}

function invalid(): never {
  throw new BadRequest(
    'Invalid cursor: pass the nextCursor of an earlier answer, with the same sort.',
    ERROR_CODES.badRequest,
  );
}

function validKey(sort: ArtworkSort, key: unknown): key is ArtworkCursor['key'] {
  switch (sort) {
    case 'title':
      return typeof key === 'string';
    case 'price':
      return key === null || (typeof key === 'number' && Number.isSafeInteger(key));
    default:
      return typeof key === 'string' && TIMESTAMP.test(key);
  }
}

/** The cursor of a request; a cursor that is not ours, or of another sort, is a 400 naming it. */
export function decodeCursor(value: string, sort: ArtworkSort): ArtworkCursor {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
  } catch {
    invalid();
  }
  if (!Array.isArray(parsed) || parsed.length !== 3) invalid();
  const [cursorSort, key, id] = parsed as unknown[];
  if (typeof cursorSort !== 'string' || !(ARTWORK_SORTS as readonly string[]).includes(cursorSort)) invalid();
  if (cursorSort !== sort) invalid();
  if (typeof id !== 'string' || !UUID.test(id)) invalid();
  if (!validKey(sort, key)) invalid();
  return { sort, key, id };
}
