import { defineEndpoint, errorAnswer } from '../shared/endpoint.js';
import * as countryTaxes from './country-taxes.js';

/** The countries outside the US where a tax is charged, for the checkout's totals. */
export const getCheckoutCountryTaxes = defineEndpoint({
  operationId: 'getCheckoutCountryTaxes',
  method: 'GET',
  path: '/api/country-taxes',
  upstream: 'payments',
  access: 'public',
  summary: 'The tax (name and rate) of each country outside the US where one is charged',
  responses: {
    200: { description: 'Countries with a tax switched on', schema: countryTaxes.CheckoutCountryTaxesSchema },
  },
});

export const getCountryTaxTable = defineEndpoint({
  operationId: 'getCountryTaxTable',
  method: 'GET',
  path: '/api/country-taxes/table',
  upstream: 'payments',
  access: 'curator',
  summary: "The artist's tax table for buyers outside the US (name, rate, on or off, date checked)",
  responses: {
    200: { description: 'Every row', schema: countryTaxes.CountryTaxTableSchema },
    401: errorAnswer('No session'),
  },
});

export const putCountryTax = defineEndpoint({
  operationId: 'putCountryTax',
  method: 'PUT',
  path: '/api/country-taxes/:countryCode',
  upstream: 'payments',
  access: 'curator',
  summary: "Set one country's tax (name, rate, on or off, date checked)",
  params: countryTaxes.CountryTaxParamsSchema,
  body: countryTaxes.PutCountryTaxBodySchema,
  responses: {
    200: { description: 'The row', schema: countryTaxes.CountryTaxSchema },
    400: errorAnswer('Unknown country, the US (taxed by state), or a bad name or rate'),
    401: errorAnswer('No session'),
  },
});

export const COUNTRY_TAX_ENDPOINTS = [getCheckoutCountryTaxes, getCountryTaxTable, putCountryTax] as const;
