export { paymentConfigQueryOptions, usePaymentConfig } from './api/get-payment-config';
export { PaymentPanel, type PaymentPanelProps } from './components/payment-panel';
export { paymentMessages } from './messages';
export { buildCreateBody, buildOrderBody, finishPayment, startPayment, PaymentFlowError } from './payment-flow';
