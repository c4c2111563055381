import { endpointOf, errorAnswer, ok } from '../shared/endpoint.js';
import { lookupArtworkFiles } from './artwork-files.endpoints.js';
import { ArtworkLookupBodySchema, ArtworkLookupResponseSchema } from './internal-artwork.js';

/**
 * Service-to-service endpoints are declared like the public ones, with `access: 'internal'`: the
 * gateway neither proxies nor documents them, and callers reach them with @shop/platform's
 * `callEndpoint` (internal token, request id, the answer parsed by its status's schema).
 */
const internalEndpoint = endpointOf('catalog', 'internal');

export const lookupArtworks = internalEndpoint('POST', '/internal/artworks/lookup', {
  operationId: 'lookupArtworks',
  summary: 'What orders and payments may know of artworks to price and deliver them (unknown ids are absent)',
  body: ArtworkLookupBodySchema,
  responses: {
    200: ok('The artworks found', ArtworkLookupResponseSchema),
    400: errorAnswer('No ids or more than 200'),
  },
});

export const CATALOG_INTERNAL_ENDPOINTS = [lookupArtworks, lookupArtworkFiles] as const;
