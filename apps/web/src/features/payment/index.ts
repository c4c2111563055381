export { paymentConfigQueryOptions, usePaymentConfig } from './api/get-payment-config';
export { PaidCheckoutGate } from './components/paid-checkout-gate';
export { PaymentPanel, type PaymentPanelProps } from './components/payment-panel';
export { TestModeNotice } from './components/test-mode-notice';
export { paymentMessages } from './messages';
export {
  buildCreateBody,
  buildOrderBody,
  finishPayment,
  orderRecording,
  startPayment,
  PaymentFlowError,
} from './payment-flow';
export { repriceItems, type PriceChange } from './reprice';
