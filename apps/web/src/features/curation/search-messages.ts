/**
 * Texts of the Curation tab's search, filters and pages, beside SPEC's messages.ts;
 * tests import them.
 */
/** A select's options from their labels keyed by value, in the order written. */
function selectOptions(labelsByValue: Record<string, string>): readonly { value: string; label: string }[] {
  return Object.entries(labelsByValue).map(([value, label]) => ({ value, label }));
}

/** A yes/no filter's options: either (no filter), then true and false. */
function flagOptions(either: string, yes: string, no: string) {
  return selectOptions({ '': either, true: yes, false: no });
}

export const SEARCH_MESSAGES = {
  searchLabel: 'Search',
  searchPlaceholder: 'Title or recognised text',
  ocrLabel: 'OCR',
  ocrOptions: selectOptions({
    '': 'Any OCR outcome',
    pending: 'Not read yet',
    processing: 'Reading',
    clean: 'Clean',
    errors: 'Text errors',
    failed: 'OCR failed',
  }),
  categoryFilterLabel: 'Category',
  anyCategory: 'All categories',
  forSaleLabel: 'For sale',
  forSaleOptions: flagOptions('For sale or not', 'For sale', 'Not for sale'),
  priceLabel: 'Price',
  priceOptions: flagOptions('Priced or not', 'Has a price', 'No price'),
  sortLabel: 'Sort',
  sortOptions: selectOptions({
    newest: 'Newest first',
    oldest: 'Oldest first',
    title: 'Title A–Z',
    price: 'Price, lowest first',
  }),
  clearFilters: 'Clear filters',
  pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
  previousPage: 'Previous page',
  nextPage: 'Next page',
  pagination: 'Pages',
  selectAllMatching: (count: number) => `Select all ${count} matching`,
  selectingAllMatching: 'Selecting…',
  selectAllMatchingCapped: (limit: number) => `Only the first ${limit} matches can be selected at once.`,
  selectAllMatchingFailed: 'The matching artworks could not be selected.',
} as const;
