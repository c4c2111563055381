export { adminArtworksQueryOptions, useAdminArtworks } from './api/get-artworks';
export { CurationPanel } from './components/curation-panel';
