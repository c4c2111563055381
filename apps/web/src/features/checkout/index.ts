export { checkoutTotals, type CheckoutTotals } from './checkout-totals';
export { OrderSummary } from './components/order-summary';
export { StateSelector } from './components/state-selector';
export { TotalsTable } from './components/totals-table';
export { checkoutMessages } from './messages';
export { STATE_NAMES, STATE_OPTIONS, formatRatePercent } from './us-states';
export { useCheckoutItems } from './use-checkout-items';
