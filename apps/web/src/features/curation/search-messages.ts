/**
 * Texts of the Curation tab's search, filters and pages (issue #13), beside SPEC's messages.ts;
 * tests import them.
 */
/** A yes/no filter's options: either (no filter), then true and false. */
function flagOptions(either: string, yes: string, no: string) {
  return [
    { value: '', label: either },
    { value: 'true', label: yes },
    { value: 'false', label: no },
  ] as const;
}

export const SEARCH_MESSAGES = {
  searchLabel: 'Search',
  searchPlaceholder: 'Title or recognised text',
  ocrLabel: 'OCR',
  ocrOptions: [
    { value: '', label: 'Any OCR outcome' },
    { value: 'pending', label: 'Not read yet' },
    { value: 'processing', label: 'Reading' },
    { value: 'clean', label: 'Clean' },
    { value: 'errors', label: 'Text errors' },
    { value: 'failed', label: 'OCR failed' },
  ],
  categoryFilterLabel: 'Category',
  anyCategory: 'All categories',
  forSaleLabel: 'For sale',
  forSaleOptions: flagOptions('For sale or not', 'For sale', 'Not for sale'),
  priceLabel: 'Price',
  priceOptions: flagOptions('Priced or not', 'Has a price', 'No price'),
  sortLabel: 'Sort',
  sortOptions: [
    { value: 'newest', label: 'Newest first' },
    { value: 'oldest', label: 'Oldest first' },
    { value: 'title', label: 'Title A–Z' },
    { value: 'price', label: 'Price, lowest first' },
  ],
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
