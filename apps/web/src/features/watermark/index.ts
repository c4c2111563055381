export { WatermarkSettingsPanel } from './components/watermark-settings';
