export { ReferencePriceSettingsPanel } from './components/reference-price-settings';
