import { endpointOf, errorAnswer, ok } from '../shared/endpoint.js';
import { ArtworkLookupBodySchema, ArtworkLookupResponseSchema, INTERNAL_ROUTES } from '../shared/internal.js';

const internalEndpoint = endpointOf('catalog', 'internal');

export const lookupArtworks = internalEndpoint('POST', INTERNAL_ROUTES.catalogArtworkLookup, {
  operationId: 'lookupArtworks',
  summary: 'What orders and payments may know of artworks to price and deliver them (unknown ids are absent)',
  body: ArtworkLookupBodySchema,
  responses: {
    200: ok('The artworks found', ArtworkLookupResponseSchema),
    400: errorAnswer('No ids or more than 200'),
  },
});

export const CATALOG_INTERNAL_ENDPOINTS = [lookupArtworks] as const;
