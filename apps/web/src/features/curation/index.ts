export { artworkKeys } from './api/artwork-keys';
export { adminArtworksQueryOptions, useAdminArtworks } from './api/get-artworks';
export { CurationPanel } from './components/curation-panel';
