import { defineEndpoint, errorAnswer } from '../shared/endpoint.js';
import { ArtPriceRangeSchema, ReferencePriceSettingsSchema } from './reference-price.js';

/** Issue #25: the shop's reference price and the range of what it charges. */
export const getArtPriceRange = defineEndpoint({
  operationId: 'getArtPriceRange',
  method: 'GET',
  path: '/api/pricing/art-range',
  upstream: 'catalog',
  access: 'public',
  summary: 'The lowest and highest price of the works for sale (both null when none is)',
  responses: { 200: { description: 'Price range', schema: ArtPriceRangeSchema } },
});

export const getReferencePrice = defineEndpoint({
  operationId: 'getReferencePrice',
  method: 'GET',
  path: '/api/settings/reference-price',
  upstream: 'catalog',
  access: 'curator',
  summary: "The shop-wide reference price struck through beside a lower price (a work's compare-at price overrides it)",
  responses: {
    200: { description: 'Reference price settings', schema: ReferencePriceSettingsSchema },
    401: errorAnswer('Not signed in'),
  },
});

export const saveReferencePrice = defineEndpoint({
  operationId: 'saveReferencePrice',
  method: 'PUT',
  path: '/api/settings/reference-price',
  upstream: 'catalog',
  access: 'curator',
  summary: 'Set or switch off the shop-wide reference price',
  body: ReferencePriceSettingsSchema,
  responses: {
    200: { description: 'Saved', schema: ReferencePriceSettingsSchema },
    400: errorAnswer('Bad settings'),
    401: errorAnswer('Not signed in'),
  },
});

export const CATALOG_PRICING_ENDPOINTS = [getArtPriceRange, getReferencePrice, saveReferencePrice] as const;
