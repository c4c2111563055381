export const GALLERY_MESSAGES = {
  heading: 'Gallery Categories',
  artworkCount: (count: number) => `${count} ${count === 1 ? 'artwork' : 'artworks'}`,
  viewGallery: 'View Gallery',
  viewArchive: 'View Archive',
  archiveCategory: 'Retired Works',
  empty: 'No approved artworks in this category',
  loadFailed: 'The galleries could not be loaded.',
  categoryLoadFailed: 'This gallery could not be loaded.',
  retry: 'Try again',
  // Where a shopper finds each gallery.
  shopGalleriesHeading: 'In the shop',
  shopPage: (path: string) => `Shop page: ${path}`,
  notInShop: 'Not shown in the shop',
  exportCollection: 'Export Collection',
  selectedHeading: (name: string) => `${name}`,
  dimensions: (width: number | null, height: number | null) =>
    width === null || height === null ? '' : `${width} x ${height}`,
} as const;
