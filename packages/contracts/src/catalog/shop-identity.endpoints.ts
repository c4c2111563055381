import { endpointOf, errorAnswer, notModified, ok } from '../shared/endpoint.js';
import { API_PATHS, ENDPOINT_HEADS } from '../shared/paths.js';
import * as identity from './shop-identity.js';

// The schemas travel with their endpoints (the package's index exports every endpoints file).
export * from './shop-identity.js';

const publicEndpoint = endpointOf('catalog', 'public');
const curatorEndpoint = endpointOf('catalog', 'curator');

const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;

/** The shop's name, logo and support address (the e-mails' branded frame), owned by the catalog. */
export const getShopIdentity = publicEndpoint(
  ENDPOINT_HEADS.getShopIdentity.method,
  ENDPOINT_HEADS.getShopIdentity.path,
  {
    operationId: 'getShopIdentity',
    sharedCache: true,
    summary: "The shop's name, logo route and support address, as the e-mails show them",
    responses: { 304: notModified, 200: ok('The shop identity', identity.ShopIdentitySchema) },
  },
);

export const saveShopIdentity = curatorEndpoint('PUT', API_PATHS.shopIdentity, {
  operationId: 'saveShopIdentity',
  summary: "Set the shop's name and support address (null: the configured address)",
  body: identity.SaveShopIdentityBodySchema,
  responses: {
    200: ok('Saved', identity.ShopIdentitySchema),
    400: errorAnswer('An empty or too long name, or not an e-mail address'),
    401: errorAnswer('Not signed in'),
  },
});

export const getShopLogo = publicEndpoint('GET', '/api/shop-identity/logo', {
  operationId: 'getShopLogo',
  summary: "The shop's logo image; with the current ?v= it is cached immutable for a year",
  query: identity.ShopLogoQuerySchema,
  responses: {
    // A logo stored before logos were re-encoded keeps the type it was uploaded in; every newer one is a PNG.
    200: { description: 'The logo, re-encoded as a PNG at upload', contentTypes: LOGO_TYPES },
    400: errorAnswer('A version that is not valid'),
    404: errorAnswer('The shop has no logo'),
  },
});

export const uploadShopLogo = curatorEndpoint('PUT', '/api/shop-identity/logo', {
  operationId: 'uploadShopLogo',
  summary:
    'Replace the shop logo (multipart: logo; a JPEG, PNG, GIF or WEBP image up to 2 MB and 40 megapixels, stored as a PNG of at most 1024 pixels a side)',
  bodyKind: 'multipart',
  fileField: identity.SHOP_LOGO_FILE_FIELD,
  responses: {
    200: ok('The shop identity with its new logo', identity.ShopIdentitySchema),
    400: errorAnswer('No file'),
    401: errorAnswer('Not signed in'),
    413: errorAnswer('Larger than 2 MB, or more than 40 megapixels'),
    415: errorAnswer('Not a JPEG, PNG, GIF or WEBP image'),
  },
});

export const removeShopLogo = curatorEndpoint('DELETE', '/api/shop-identity/logo', {
  operationId: 'removeShopLogo',
  summary: 'Remove the shop logo (the e-mails show the name alone)',
  responses: {
    200: ok('The shop identity without a logo', identity.ShopIdentitySchema),
    401: errorAnswer('Not signed in'),
  },
});

export const SHOP_IDENTITY_ENDPOINTS = [
  getShopIdentity,
  saveShopIdentity,
  getShopLogo,
  uploadShopLogo,
  removeShopLogo,
] as const;
