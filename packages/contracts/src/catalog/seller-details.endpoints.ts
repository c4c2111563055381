import { endpointOf, errorAnswer, ok } from '../shared/endpoint.js';
import * as seller from './seller-details.js';

// The schemas travel with their endpoints (the package's index exports every endpoints file).
export * from './seller-details.js';

const publicEndpoint = endpointOf('catalog', 'public');
const curatorEndpoint = endpointOf('catalog', 'curator');

/** Beside the shop identity (same prefix, same owner): the seller an invoice names. */
export const SELLER_DETAILS_PATH = '/api/shop-identity/seller';

/** The seller's legal name, address and VAT/tax id, as every receipt (an invoice) shows them. */
export const getSellerDetails = publicEndpoint('GET', SELLER_DETAILS_PATH, {
  operationId: 'getSellerDetails',
  summary: "The seller's legal name, postal address and VAT/tax id, as invoices name them (null until set)",
  responses: { 200: ok('The seller details', seller.SellerDetailsSchema) },
});

export const saveSellerDetails = curatorEndpoint('PUT', SELLER_DETAILS_PATH, {
  operationId: 'saveSellerDetails',
  summary:
    "Set the seller's legal name and postal address (together) and VAT/tax id (optional) for invoices; every field empty or null clears them",
  body: seller.SaveSellerDetailsBodySchema,
  responses: {
    200: ok('Saved', seller.SellerDetailsSchema),
    400: errorAnswer('A name without an address (or the reverse), too long a field, or control characters'),
    401: errorAnswer('Not signed in'),
  },
});

export const SELLER_DETAILS_ENDPOINTS = [getSellerDetails, saveSellerDetails] as const;
