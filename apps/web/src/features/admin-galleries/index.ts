export { galleryKeys } from './api/gallery-keys';
export { GalleriesPanel } from './components/galleries-panel';
