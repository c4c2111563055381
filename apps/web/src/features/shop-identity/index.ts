export { ShopIdentitySettingsPanel } from './components/shop-identity-settings';
