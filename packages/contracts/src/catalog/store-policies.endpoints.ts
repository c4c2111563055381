import { endpointOf, errorAnswer, notModified, ok } from '../shared/endpoint.js';
import * as storePolicy from './store-policy.js';

// The schemas travel with their endpoints (the package's index exports every endpoints file).
export * from './store-policy.js';

const publicEndpoint = endpointOf('catalog', 'public');
const curatorEndpoint = endpointOf('catalog', 'curator');

/** The store's policies (terms, privacy, refund policy, licence, FAQ), owned by the catalog. */
export const listStorePolicies = publicEndpoint('GET', '/api/policies', {
  operationId: 'listStorePolicies',
  sharedCache: true,
  summary: 'The five store policies in Markdown (the shipped text until the artist edits one)',
  responses: { 304: notModified, 200: ok('Policies', storePolicy.StorePolicyListSchema) },
});

export const getStorePolicy = publicEndpoint('GET', '/api/policies/:slug', {
  operationId: 'getStorePolicy',
  sharedCache: true,
  summary: 'One store policy in Markdown',
  params: storePolicy.StorePolicyParamsSchema,
  responses: {
    304: notModified,
    200: ok('Policy', storePolicy.StorePolicySchema),
    400: errorAnswer('Not a policy of the shop'),
  },
});

export const saveStorePolicy = curatorEndpoint('PUT', '/api/policies/:slug', {
  operationId: 'saveStorePolicy',
  summary: "Replace a store policy's Markdown",
  params: storePolicy.StorePolicyParamsSchema,
  body: storePolicy.SaveStorePolicyBodySchema,
  responses: {
    200: ok('Saved', storePolicy.StorePolicySchema),
    400: errorAnswer('Not a policy of the shop, or empty or too long'),
    401: errorAnswer('Not signed in'),
  },
});

/** The artist's About page, stored like a policy. */
export const getAboutPage = publicEndpoint('GET', '/api/about-page', {
  operationId: 'getAboutPage',
  sharedCache: true,
  summary: "The artist's About page in Markdown (empty until written)",
  responses: { 304: notModified, 200: ok('About page', storePolicy.AboutPageSchema) },
});

export const saveAboutPage = curatorEndpoint('PUT', '/api/about-page', {
  operationId: 'saveAboutPage',
  summary: "Replace the About page's Markdown; an empty text takes the page down",
  body: storePolicy.SaveAboutPageBodySchema,
  responses: {
    200: ok('Saved', storePolicy.AboutPageSchema),
    400: errorAnswer('Too long'),
    401: errorAnswer('Not signed in'),
  },
});

export const STORE_POLICY_ENDPOINTS = [
  listStorePolicies,
  getStorePolicy,
  saveStorePolicy,
  getAboutPage,
  saveAboutPage,
] as const;
