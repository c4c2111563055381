import { AUTH_ENDPOINTS } from './auth/auth.endpoints.js';
import { ARTWORK_ENDPOINTS } from './catalog/artworks.endpoints.js';
import { ARTWORK_FILE_ENDPOINTS } from './catalog/artwork-files.endpoints.js';
import { CATALOG_INTERNAL_ENDPOINTS } from './catalog/internal.endpoints.js';
import { CATALOG_PRICING_ENDPOINTS } from './catalog/pricing.endpoints.js';
import { CATALOG_SHOP_ENDPOINTS } from './catalog/shop.endpoints.js';
import { SHOP_IDENTITY_ENDPOINTS } from './catalog/shop-identity.endpoints.js';
import { STORE_POLICY_ENDPOINTS } from './catalog/store-policies.endpoints.js';
import { SELLER_DETAILS_ENDPOINTS } from './catalog/seller-details.endpoints.js';
import { SHOP_TIME_ZONE_ENDPOINTS } from './catalog/shop-time-zone.endpoints.js';
import { LICENCE_TIER_ENDPOINTS } from './catalog/licence-tiers.endpoints.js';
import type { Endpoint } from './shared/endpoint.js';
import { CONTACT_ENDPOINTS } from './notifications/contact.endpoints.js';
import { ADMIN_ORDER_ENDPOINTS } from './orders/admin-orders.endpoints.js';
import { COMMISSION_ENDPOINTS } from './orders/commissions.endpoints.js';
import { LIBRARY_ENDPOINTS } from './orders/library.endpoints.js';
import { ORDERS_INTERNAL_ENDPOINTS } from './orders/internal.endpoints.js';
import { BUYER_ORDER_ENDPOINTS } from './orders/orders.endpoints.js';
import { PACK_RULE_ENDPOINTS } from './orders/pack-rules.endpoints.js';
import { PAYMENTS_INTERNAL_ENDPOINTS } from './payments/internal.endpoints.js';
import { PAYMENT_ENDPOINTS } from './payments/payments.endpoints.js';
import { COUNTRY_TAX_ENDPOINTS } from './payments/country-taxes.endpoints.js';

export * from './shared/endpoint.js';
export * from './auth/auth.endpoints.js';
export * from './catalog/artworks.endpoints.js';
export * from './catalog/artwork-files.endpoints.js';
export * from './catalog/internal.endpoints.js';
export * from './catalog/pricing.endpoints.js';
export * from './catalog/shop.endpoints.js';
export * from './catalog/shop-identity.endpoints.js';
export * from './catalog/store-policies.endpoints.js';
export * from './catalog/seller-details.endpoints.js';
export * from './catalog/shop-time-zone.endpoints.js';
export * from './catalog/licence-tiers.endpoints.js';
export * from './notifications/contact.endpoints.js';
export * from './orders/admin-orders.endpoints.js';
export * from './orders/commissions.endpoints.js';
export * from './orders/library.endpoints.js';
export * from './orders/internal.endpoints.js';
export * from './orders/orders.endpoints.js';
export * from './orders/pack-rules.endpoints.js';
export * from './payments/internal.endpoints.js';
export * from './payments/payments.endpoints.js';
export * from './payments/country-taxes.endpoints.js';

/** Every HTTP endpoint of the product, public and internal, each declared once in its domain folder. */
export const ENDPOINTS: readonly Endpoint[] = [
  ...AUTH_ENDPOINTS,
  ...ARTWORK_ENDPOINTS,
  ...ARTWORK_FILE_ENDPOINTS,
  ...CATALOG_SHOP_ENDPOINTS,
  ...CATALOG_PRICING_ENDPOINTS,
  ...STORE_POLICY_ENDPOINTS,
  ...SHOP_IDENTITY_ENDPOINTS,
  ...SELLER_DETAILS_ENDPOINTS,
  ...SHOP_TIME_ZONE_ENDPOINTS,
  ...LICENCE_TIER_ENDPOINTS,
  ...CATALOG_INTERNAL_ENDPOINTS,
  ...BUYER_ORDER_ENDPOINTS,
  ...ADMIN_ORDER_ENDPOINTS,
  ...COMMISSION_ENDPOINTS,
  ...PACK_RULE_ENDPOINTS,
  ...LIBRARY_ENDPOINTS,
  ...ORDERS_INTERNAL_ENDPOINTS,
  ...PAYMENT_ENDPOINTS,
  ...COUNTRY_TAX_ENDPOINTS,
  ...PAYMENTS_INTERNAL_ENDPOINTS,
  ...CONTACT_ENDPOINTS,
];

/** What the gateway exposes: everything but the service-to-service endpoints. */
export const PUBLIC_ENDPOINTS: readonly Endpoint[] = ENDPOINTS.filter((endpoint) => endpoint.access !== 'internal');
