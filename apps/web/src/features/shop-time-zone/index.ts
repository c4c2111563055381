export { ShopTimeZoneSettingsPanel } from './components/shop-time-zone-settings';
export { SHOP_TIME_ZONE_MESSAGES } from './messages';
