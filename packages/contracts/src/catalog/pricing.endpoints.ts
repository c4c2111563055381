import { endpointOf, errorAnswer, notModified, ok } from '../shared/endpoint.js';
import { ArtPriceRangeSchema, ReferencePriceSettingsSchema } from './reference-price.js';

const publicEndpoint = endpointOf('catalog', 'public');
const curatorEndpoint = endpointOf('catalog', 'curator');

/** The shop's reference price and the range of what it charges. */
export const getArtPriceRange = publicEndpoint('GET', '/api/pricing/art-range', {
  operationId: 'getArtPriceRange',
  sharedCache: true,
  summary: 'The lowest and highest price of the works for sale (both null when none is)',
  responses: { 304: notModified, 200: ok('Price range', ArtPriceRangeSchema) },
});

export const getReferencePrice = curatorEndpoint('GET', '/api/settings/reference-price', {
  operationId: 'getReferencePrice',
  summary: "The shop-wide reference price struck through beside a lower price (a work's compare-at price overrides it)",
  responses: {
    200: ok('Reference price settings', ReferencePriceSettingsSchema),
    401: errorAnswer('Not signed in'),
  },
});

export const saveReferencePrice = curatorEndpoint('PUT', '/api/settings/reference-price', {
  operationId: 'saveReferencePrice',
  summary: 'Set or switch off the shop-wide reference price',
  body: ReferencePriceSettingsSchema,
  responses: {
    200: ok('Saved', ReferencePriceSettingsSchema),
    400: errorAnswer('Bad settings'),
    401: errorAnswer('Not signed in'),
  },
});

export const CATALOG_PRICING_ENDPOINTS = [getArtPriceRange, getReferencePrice, saveReferencePrice] as const;
