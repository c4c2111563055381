export { SellerDetailsSettingsPanel } from './components/seller-details-settings';
export { SELLER_DETAILS_MESSAGES } from './messages';
