import { endpointOf, errorAnswer, ok } from '../shared/endpoint.js';
import {
  LibraryOrderParamsSchema,
  LibraryOrderSchema,
  LibraryPolicySchema,
  LibrarySchema,
  LibrarySessionSchema,
  LibrarySettingsSchema,
  LibrarySignInBodySchema,
  LibrarySignInSentSchema,
  OpenLibraryBodySchema,
  SaveLibrarySettingsBodySchema,
} from './library.js';

// The library's schemas go out with its endpoints (endpoints.ts), so index.ts needs no line of its own.
export * from './library.js';

const publicEndpoint = endpointOf('orders', 'public');
const curatorEndpoint = endpointOf('orders', 'curator');

/** A buyer's library: every answer is `Cache-Control: no-store` (none is shared). */
export const requestLibraryLink = publicEndpoint('POST', '/api/library/sign-in-link', {
  operationId: 'requestLibraryLink',
  summary: 'E-mail a single-use sign-in link to the library of this address; the same answer for every address',
  body: LibrarySignInBodySchema,
  responses: {
    202: ok('Accepted (always the same message)', LibrarySignInSentSchema),
    400: errorAnswer('Not an e-mail address'),
    429: errorAnswer('Too many requests from this client'),
    503: errorAnswer('The e-mail could not be queued right now'),
  },
});

export const openLibrary = publicEndpoint('POST', '/api/library/session', {
  operationId: 'openLibrary',
  summary: 'Spend a sign-in link: sets the HttpOnly library session cookie (a day) for its address',
  body: OpenLibraryBodySchema,
  responses: {
    200: ok('Signed in', LibrarySessionSchema),
    400: errorAnswer('Not a sign-in token'),
    410: errorAnswer('The link was already used, has expired or is unknown (the message says which)'),
  },
});

export const closeLibrary = publicEndpoint('DELETE', '/api/library/session', {
  operationId: 'closeLibrary',
  summary: 'Sign the browser out of its library (clears the cookie)',
  responses: { 204: { description: 'Signed out' } },
});

export const getLibrary = publicEndpoint('GET', '/api/library', {
  operationId: 'getLibrary',
  summary: "The signed-in address's orders, newest first, with their works and live links",
  responses: {
    200: ok('The library', LibrarySchema),
    401: errorAnswer('No library session, or it has expired'),
  },
});

export const renewLibraryOrder = publicEndpoint('POST', '/api/library/orders/:id/renew', {
  operationId: 'renewLibraryOrder',
  summary: "New 30-day links for an order's expired works (when the artist gives them); e-mailed like a resend",
  params: LibraryOrderParamsSchema,
  responses: {
    200: ok('The order with its new links', LibraryOrderSchema),
    401: errorAnswer('No library session, or it has expired'),
    404: errorAnswer('Not an order of this address'),
    409: errorAnswer('The shop gives no new links, or this order has nothing to renew (refunded, revoked or live)'),
  },
});

export const getLibraryPolicy = publicEndpoint('GET', '/api/library/policy', {
  operationId: 'getLibraryPolicy',
  summary: 'What happens to links past their 30 days (the policies pages state it)',
  responses: { 200: ok('The setting', LibraryPolicySchema) },
});

export const getLibrarySettings = curatorEndpoint('GET', '/api/library/settings', {
  operationId: 'getLibrarySettings',
  summary: "The artist's choice for links past their 30 days",
  responses: { 200: ok('The setting', LibrarySettingsSchema), 401: errorAnswer('No session') },
});

export const saveLibrarySettings = curatorEndpoint('PUT', '/api/library/settings', {
  operationId: 'saveLibrarySettings',
  summary: 'Choose new links on request (`renew`) or none (`none`) for links past their 30 days',
  body: SaveLibrarySettingsBodySchema,
  responses: {
    200: ok('The setting as saved', LibrarySettingsSchema),
    400: errorAnswer('Not one of the choices'),
    401: errorAnswer('No session'),
  },
});

export const LIBRARY_ENDPOINTS = [
  requestLibraryLink,
  openLibrary,
  closeLibrary,
  getLibrary,
  renewLibraryOrder,
  getLibraryPolicy,
  getLibrarySettings,
  saveLibrarySettings,
] as const;
