export { layoutKeys } from './api/layout-keys';
export { LayoutPreviewPanel } from './components/layout-preview-panel';
