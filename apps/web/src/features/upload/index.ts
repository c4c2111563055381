export { useUploadedArtworks } from './api/get-uploaded-artworks';
export { UploadPanel } from './components/upload-panel';
export { useUploadQueue } from './hooks/use-upload-queue';
