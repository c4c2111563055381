import { getCheckoutCountryTaxes, getCountryTaxTable, putCountryTax } from '@shop/contracts';
import { registerEndpoint } from '@shop/platform';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CountryTaxService } from './country-taxes.service.js';

/** The checkout's country taxes and the curator's tax table (dashboard settings). */
export const countryTaxRoutes: FastifyPluginAsyncZod<{ countryTaxes: CountryTaxService }> = async (
  app,
  { countryTaxes },
) => {
  registerEndpoint(app, getCheckoutCountryTaxes, async () => countryTaxes.forCheckout());

  registerEndpoint(app, getCountryTaxTable, async (_request, reply) => {
    void reply.header('cache-control', 'private, no-store');
    return countryTaxes.table();
  });

  registerEndpoint(app, putCountryTax, async (request) => countryTaxes.put(request.params.countryCode, request.body));
};
