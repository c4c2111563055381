export { useFeaturedLayout } from './api/get-featured-count';
export {
  artworksQueryOptions,
  getArtworks,
  selectApprovedInCategory,
  useApprovedArtworks,
  useArtworks,
} from './api/get-artworks';
export { AbstractCollection, ABSTRACT_CATEGORY } from './components/abstract-collection';
export { ArtworkImage, isContainedImage } from './components/artwork-image';
export { CategoryGallery, type CategoryGalleryText } from './components/category-gallery';
export { HomeGallery } from './components/home-gallery';
export { NewArrivals } from './components/new-arrivals';
export { OcrBadge } from './components/ocr-badge';
export { PurchaseButton } from './components/purchase-button';
export { galleryMessages } from './messages';
export { useArtworkByShortId, getArtworkByShortId } from './api/get-artwork-by-short-id';
export { ArtworkDetail, RelatedArtworks } from './components/artwork-detail';
export { LoadMore } from './components/load-more';
export { SearchBox } from './components/search-box';
export { isSearchSort, SEARCH_SORTS, SearchResults, type SearchSort } from './components/search-results';
export { artworkPagesQueryOptions, GALLERY_PAGE_SIZE, useArtworkPages } from './api/get-artwork-pages';
