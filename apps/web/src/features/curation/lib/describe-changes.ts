import type { BatchChanges, UpdateArtworkBody } from '@shop/contracts';
import { EDIT_MESSAGES } from '../edit-messages';

/** "Price $19.99, now for sale.": what a save or a batch changed, for its toast. */
export function describeChanges(changes: UpdateArtworkBody | BatchChanges): string {
  const parts: string[] = [];
  if ('title' in changes && changes.title !== undefined) parts.push(EDIT_MESSAGES.changedTitle(changes.title));
  if ('description' in changes && changes.description !== undefined)
    parts.push(EDIT_MESSAGES.changedDescription(changes.description));
  if (changes.category !== undefined) parts.push(EDIT_MESSAGES.changedCategory(changes.category));
  if (changes.price !== undefined) parts.push(EDIT_MESSAGES.changedPrice(changes.price));
  if ('compareAtPrice' in changes && changes.compareAtPrice !== undefined)
    parts.push(EDIT_MESSAGES.changedCompareAt(changes.compareAtPrice));
  if (changes.isForSale !== undefined) parts.push(EDIT_MESSAGES.changedForSale(changes.isForSale));
  if (changes.status !== undefined) parts.push(EDIT_MESSAGES.changedStatus(changes.status));
  return EDIT_MESSAGES.changeList(parts);
}
