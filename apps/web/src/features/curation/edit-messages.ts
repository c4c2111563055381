import { formatUsd, MAX_DESCRIPTION_LENGTH, parseCents } from '@shop/contracts';

const works = (count: number) => `${count} ${count === 1 ? 'artwork' : 'artworks'}`;
const money = (price: string) => formatUsd(parseCents(price));

/**
 * Texts of catalogue editing in the Curation tab: the Edit dialog, the selection and
 * the batch actions. Kept beside messages.ts (SPEC's texts) so each stays in one place; tests
 * import them.
 */
export const EDIT_MESSAGES = {
  edit: 'Edit',
  editTitle: (title: string) => `Edit: ${title}`,
  editDescription: 'Title, description, category, price, compare-at price and whether the work is for sale.',
  titleLabel: 'Title',
  descriptionLabel: 'Description (optional)',
  descriptionHint: (used: number) => `Plain text, shown to buyers. ${used}/${MAX_DESCRIPTION_LENGTH} characters.`,
  descriptionTooLong: `A description is at most ${MAX_DESCRIPTION_LENGTH} characters.`,
  priceLabel: 'Price (USD)',
  priceHint: 'Like 19.99; leave empty for no price.',
  compareAtLabel: 'Compare-at price (USD, optional)',
  // A struck price only where the artist set one, and never above the 30-day low.
  compareAtHint:
    'Empty: no struck price. After you lower the price, the old price shows struck through for up to 30 days, never above this compare-at price and never above the lowest price this work had in the last 30 days: a new price, or one that rose, strikes nothing.',
  compareAtInvalid: 'Enter a compare-at price above 0 like 29.99, or leave it empty.',
  changedCompareAt: (price: string | null) =>
    price === null ? 'compare-at price removed' : `compare-at price ${money(price)}`,
  forSaleLabel: 'For sale',
  // The price and sale state on each Curation card.
  cardPrice: (price: string | null) => (price === null ? 'No price' : money(price)),
  cardForSale: 'For sale',
  cardForSaleUnpriced: 'For sale, needs a price',
  cardNotForSale: 'Not for sale',
  save: 'Save',
  // One step from upload to sale.
  publish: 'Publish for sale',
  publishing: 'Publishing…',
  /** The card's Publish for sale, refused. */
  publishFailedTitle: 'Could not publish',
  publishHint: 'Publish for sale saves these changes, puts the work on sale at this price and approves it.',
  publishNeedsPrice: 'Enter a price like 19.99 to publish this work for sale.',
  publishedTitle: (title: string) => `“${title}” is published for sale`,
  publishedDescription: (price: string) => `Approved and on sale at ${money(price)}.`,
  saving: 'Saving…',
  cancel: 'Cancel',
  titleRequired: 'Enter a title.',
  titleTooLong: 'A title is at most 200 characters.',
  priceInvalid: 'Enter a price like 19.99, or leave it empty for no price.',
  forSaleNeedsPrice: 'Set a price to put this work up for sale.',
  nothingChanged: 'Nothing has changed yet.',
  savedTitle: (title: string) => `“${title}” updated`,
  saveFailedTitle: 'Could not save the changes',
  // What changed, named in the toast.
  changedTitle: (title: string) => `title “${title}”`,
  changedDescription: (description: string | null) =>
    description === null ? 'description removed' : 'description updated',
  changedCategory: (category: string) => `category ${category}`,
  changedPrice: (price: string | null) => (price === null ? 'price removed' : `price ${money(price)}`),
  changedForSale: (isForSale: boolean) => (isForSale ? 'now for sale' : 'no longer for sale'),
  changedStatus: (status: string) => `status ${status}`,
  changeList: (parts: readonly string[]) => {
    const text = parts.join(', ');
    return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
  },

  // Selection.
  selectArtwork: (title: string) => `Select “${title}”`,
  selectedCount: (count: number) => `${works(count)} selected`,
  selectAllShown: 'Select all shown',
  clearSelection: 'Clear selection',
  selectionHint: 'Shift-click a checkbox to select a range.',

  // Batch actions on the selection.
  batchHeading: 'With the selection',
  setPrice: 'Set price',
  batchPriceLabel: 'New price (USD)',
  putOnSale: 'Put up for sale',
  takeOffSale: 'Take off sale',
  setCategory: 'Set category',
  batchCategoryLabel: 'New category',
  approveSelected: 'Approve selected',
  rejectSelected: 'Reject selected',
  confirmPrice: (price: string | null, count: number) =>
    price === null ? `Remove the price from ${works(count)}?` : `Set price ${money(price)} on ${works(count)}?`,
  confirmForSale: (isForSale: boolean, count: number) =>
    isForSale ? `Put ${works(count)} up for sale?` : `Take ${works(count)} off sale?`,
  confirmCategory: (category: string, count: number) => `Set category ${category} on ${works(count)}?`,
  confirmStatus: (status: 'approved' | 'rejected', count: number) =>
    `${status === 'approved' ? 'Approve' : 'Reject'} ${works(count)}?`,
  confirmDescription: 'You can undo this for a few seconds afterwards.',
  // SPEC's "Approve All Clean" and "Reject Flagged" ask first too, naming how many works
  // they change.
  confirmApproveClean: (count: number) => `Approve ${count} clean ${count === 1 ? 'artwork' : 'artworks'}?`,
  noCleanToApprove: 'No clean artworks are waiting for approval.',
  noCleanToApproveHint: 'Pending artworks are approved here once OCR has read them and found no text errors.',
  confirmRejectFlagged: (count: number) => `Reject ${count} flagged ${count === 1 ? 'artwork' : 'artworks'}?`,
  noFlaggedToReject: 'No artworks are flagged.',
  noFlaggedToRejectHint:
    'Reject Flagged rejects the artworks whose status is Flagged; approved ones with text errors stay as they are.',
  ok: 'OK',
  unpricedForSaleWarning: (count: number) =>
    `${works(count)} of them ${count === 1 ? 'has' : 'have'} no price and cannot be bought until priced.`,
  confirm: 'Apply',
  batchDoneTitle: (count: number) => `${works(count)} updated`,
  batchFailedTitle: 'The batch was not applied',
  undo: 'Undo',
  undoneTitle: (count: number) => `Undone: ${works(count)} restored`,
  undoFailedTitle: 'Could not undo',
} as const;
