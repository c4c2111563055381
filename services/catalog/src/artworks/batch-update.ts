import { type BatchChanges, type BatchResult, parseCents } from '@shop/contracts';
import { NotFound } from '@shop/platform';
import type { ArtworkRowUpdate } from '../db/schema.js';
import type { WithTransaction } from '../repositories.js';
import { priceStrikesFor } from '../pricing/price-strikes.js';
import { toArtwork } from './artwork.mapper.js';

function toRowChanges(changes: BatchChanges): ArtworkRowUpdate {
  const row: ArtworkRowUpdate = {};
  if (changes.price !== undefined) row.price_cents = changes.price === null ? null : parseCents(changes.price);
  if (changes.isForSale !== undefined) row.is_for_sale = changes.isForSale;
  if (changes.category !== undefined) row.category = changes.category;
  // The curator's decision, which no later OCR result changes.
  if (changes.status !== undefined) {
    row.status = changes.status;
    row.status_set_by = 'curator';
  }
  return row;
}

/**
 * The same changes on exactly the selected artworks, all or nothing: the rows are locked first,
 * and one unknown id refuses the whole batch (404) so a stale selection never half-applies. The
 * list cache needs no call here: a trigger bumps its version on every write to artworks.
 */
export function createBatchUpdate(withTransaction: WithTransaction) {
  return async (ids: readonly string[], changes: BatchChanges): Promise<Required<BatchResult>> => {
    const unique = [...new Set(ids.map((id) => id.toLowerCase()))];
    return withTransaction(async ({ artworks, referencePrice, priceHistory }) => {
      const found = await artworks.lockIds(unique);
      if (found.length !== unique.length) {
        const known = new Set(found);
        const missing = unique.filter((id) => !known.has(id));
        throw new NotFound(
          `No artwork with ${missing.length === 1 ? 'this id' : 'these ids'}: ${missing.slice(0, 5).join(', ')}${
            missing.length > 5 ? ', …' : ''
          }. Nothing was changed.`,
        );
      }
      const rows = await artworks.updateMany(unique, toRowChanges(changes));
      const strikes = await priceStrikesFor({ referencePrice, priceHistory }, rows);
      return { updated: rows.length, artworks: rows.map((row) => toArtwork(row, strikes)) };
    });
  };
}
