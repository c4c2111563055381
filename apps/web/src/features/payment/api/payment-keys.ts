import { getPaymentConfig } from '@shop/contracts';
export const paymentKeys = {
  config: [getPaymentConfig.path] as const,
};
