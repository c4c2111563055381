import { defineEndpoint, errorAnswer } from '../shared/endpoint.js';
import { ArtworkLookupBodySchema, ArtworkLookupResponseSchema, INTERNAL_ROUTES } from '../shared/internal.js';

export const lookupArtworks = defineEndpoint({
  operationId: 'lookupArtworks',
  method: 'POST',
  path: INTERNAL_ROUTES.catalogArtworkLookup,
  upstream: 'catalog',
  access: 'internal',
  summary: 'What orders and payments may know of artworks to price and deliver them (unknown ids are absent)',
  body: ArtworkLookupBodySchema,
  responses: {
    200: { description: 'The artworks found', schema: ArtworkLookupResponseSchema },
    400: errorAnswer('No ids or more than 200'),
  },
});

export const CATALOG_INTERNAL_ENDPOINTS = [lookupArtworks] as const;
