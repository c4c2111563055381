export const paymentKeys = {
  config: ['/api/paypal/config'] as const,
};
