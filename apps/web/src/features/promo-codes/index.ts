export { PromoCodeField, type AppliedPromo } from './components/promo-code-field';
export { PromoCodesPanel } from './components/promo-codes-panel';
export { PROMO_MESSAGES } from './messages';
export { getQuote } from './api/quote';
