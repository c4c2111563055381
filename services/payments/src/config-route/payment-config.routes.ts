import { getPaymentConfig, type PaymentConfig } from '@shop/contracts';
import { registerEndpoint } from '@shop/platform';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Tells the web app which provider runs, so test mode is said plainly (ARCHITECTURE "Configuration"). */
export const paymentConfigRoutes: FastifyPluginAsyncZod<{ paymentConfig: PaymentConfig }> = async (app, options) => {
  registerEndpoint(app, getPaymentConfig, async () => options.paymentConfig);
};
