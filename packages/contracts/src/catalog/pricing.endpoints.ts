import { endpointOf, errorAnswer, ok } from '../shared/endpoint.js';
import { ArtPriceRangeSchema, ReferencePriceSettingsSchema } from './reference-price.js';

const publicEndpoint = endpointOf('catalog', 'public');
const curatorEndpoint = endpointOf('catalog', 'curator');

/** Issue #25: the shop's reference price and the range of what it charges. */
export const getArtPriceRange = publicEndpoint({
  operationId: 'getArtPriceRange',
  method: 'GET',
  path: '/api/pricing/art-range',
  summary: 'The lowest and highest price of the works for sale (both null when none is)',
  responses: { 200: ok('Price range', ArtPriceRangeSchema) },
});

export const getReferencePrice = curatorEndpoint({
  operationId: 'getReferencePrice',
  method: 'GET',
  path: '/api/settings/reference-price',
  summary: "The shop-wide reference price struck through beside a lower price (a work's compare-at price overrides it)",
  responses: {
    200: ok('Reference price settings', ReferencePriceSettingsSchema),
    401: errorAnswer('Not signed in'),
  },
});

export const saveReferencePrice = curatorEndpoint({
  operationId: 'saveReferencePrice',
  method: 'PUT',
  path: '/api/settings/reference-price',
  summary: 'Set or switch off the shop-wide reference price',
  body: ReferencePriceSettingsSchema,
  responses: {
    200: ok('Saved', ReferencePriceSettingsSchema),
    400: errorAnswer('Bad settings'),
    401: errorAnswer('Not signed in'),
  },
});

export const CATALOG_PRICING_ENDPOINTS = [getArtPriceRange, getReferencePrice, saveReferencePrice] as const;
