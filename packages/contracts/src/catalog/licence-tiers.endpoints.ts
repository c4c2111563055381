import { endpointOf, errorAnswer, ok } from '../shared/endpoint.js';
import * as tiers from './licence-tiers.js';

// The schemas travel with their endpoints (the package's index exports every endpoints file).
export * from './licence-tiers.js';

const publicEndpoint = endpointOf('catalog', 'public');
const curatorEndpoint = endpointOf('catalog', 'curator');

export const LICENCE_TIERS_PATH = '/api/licences';

/** The licences the artist sells works under (up to three), owned by the catalog. */
export const listLicenceTiers = publicEndpoint('GET', LICENCE_TIERS_PATH, {
  operationId: 'listLicenceTiers',
  summary:
    'The licence tiers a buyer chooses from on the artwork page, first the default; none: every work sells under the shop licence',
  responses: { 200: ok('The licence tiers', tiers.LicenceTierListSchema) },
});

export const saveLicenceTiers = curatorEndpoint('PUT', LICENCE_TIERS_PATH, {
  operationId: 'saveLicenceTiers',
  summary:
    'Replace the licence tiers (up to three, in order; a tier sent with its id keeps it, one left out is removed; none: the shop licence)',
  body: tiers.SaveLicenceTiersBodySchema,
  responses: {
    200: ok('Saved', tiers.LicenceTierListSchema),
    400: errorAnswer('More than three, an empty or too long name or text, a repeated name, or an unknown id'),
    401: errorAnswer('Not signed in'),
  },
});

export const LICENCE_TIER_ENDPOINTS = [listLicenceTiers, saveLicenceTiers] as const;
