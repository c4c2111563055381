export { HomeFeatured } from './components/home-featured';
export { LayoutPreviewPanel } from './components/layout-preview-panel';
