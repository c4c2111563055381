import { PaymentConfigSchema, type PaymentConfig } from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Tells the web app which provider runs, so test mode is said plainly (ARCHITECTURE "Configuration"). */
export const paymentConfigRoutes: FastifyPluginAsyncZod<{ paymentConfig: PaymentConfig }> = async (app, options) => {
  app.get(
    '/api/paypal/config',
    { schema: { response: { 200: PaymentConfigSchema } } },
    async () => options.paymentConfig,
  );
};
