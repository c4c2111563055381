import { API_PATHS } from '@shop/contracts/paths';

/** Zod-free: the shop's first bundle reads the payment configuration. */
export const paymentKeys = {
  config: [API_PATHS.paymentConfig] as const,
};
