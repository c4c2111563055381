/**
 * The paths of the endpoints the web app's first bundle calls or keys its cache on, with no zod
 * (issue #24): importing an endpoint declaration loads its schemas, and the shop's pages load no
 * zod (issue #15). The declarations take their `path` from here, so each path is still written
 * once; every other path is written in its declaration. The web imports `@shop/contracts/paths`.
 */
export const API_PATHS = {
  artworks: '/api/artworks',
  layout: '/api/layout',
  previewVersion: '/api/settings/preview-version',
  authMe: '/api/auth/me',
  orders: '/api/orders',
  paymentConfig: '/api/paypal/config',
} as const;

/**
 * SPEC §7: non-GET requests whose path contains one of these are de-duplicated (identical
 * in-flight requests share one). `/api/checkout` and `/paypal` are SPEC's words, not one endpoint.
 */
export const DEDUPED_PATH_PARTS: readonly string[] = [API_PATHS.orders, '/api/checkout', '/paypal'];
