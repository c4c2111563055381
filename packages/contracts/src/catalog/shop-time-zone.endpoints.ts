import { endpointOf, errorAnswer, ok } from '../shared/endpoint.js';
import * as zone from './shop-time-zone.js';

// The schemas travel with their endpoints (the package's index exports every endpoints file).
export * from './shop-time-zone.js';

const publicEndpoint = endpointOf('catalog', 'public');
const curatorEndpoint = endpointOf('catalog', 'curator');

/** Beside the shop identity (same prefix, same owner): the zone the shop's days are counted in. */
export const SHOP_TIME_ZONE_PATH = '/api/shop-identity/time-zone';

export const getShopTimeZone = publicEndpoint('GET', SHOP_TIME_ZONE_PATH, {
  operationId: 'getShopTimeZone',
  summary: "The shop's time zone (an IANA name; UTC until the artist chooses one)",
  responses: { 200: ok('The shop time zone', zone.ShopTimeZoneSchema) },
});

export const saveShopTimeZone = curatorEndpoint('PUT', SHOP_TIME_ZONE_PATH, {
  operationId: 'saveShopTimeZone',
  summary: "Set the shop's time zone: the dashboard's times, date filters, sales periods and promo days follow it",
  body: zone.SaveShopTimeZoneBodySchema,
  responses: {
    200: ok('Saved', zone.ShopTimeZoneSchema),
    400: errorAnswer('Not a time zone name'),
    401: errorAnswer('Not signed in'),
  },
});

export const SHOP_TIME_ZONE_ENDPOINTS = [getShopTimeZone, saveShopTimeZone] as const;
