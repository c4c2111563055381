/**
 * The paths of the endpoints the web app's first bundle calls or keys its cache on, with no zod
 *: importing an endpoint declaration loads its schemas, and the shop's pages load no
 * zod. The declarations take their `path` from here, so each path is still written
 * once; every other path is written in its declaration. The web imports `@shop/contracts/paths`.
 */
export const API_PATHS = {
  artworks: '/api/artworks',
  layout: '/api/layout',
  previewVersion: '/api/settings/preview-version',
  authMe: '/api/auth/me',
  orders: '/api/orders',
  paymentConfig: '/api/paypal/config',
  artworkByShortId: '/api/artworks/by-short-id/:shortId',
  shopIdentity: '/api/shop-identity',
} as const;

/**
 * The method and path of each endpoint the first bundle calls, by operationId: its
 * declaration takes both from here, and the web calls it with `callHead` from them and a check
 * compiled from the same contract, so these calls load no zod. paths.test.ts holds each to its
 * declaration.
 */
export const ENDPOINT_HEADS = {
  getMe: { method: 'GET', path: API_PATHS.authMe },
  getLayout: { method: 'GET', path: API_PATHS.layout },
  getPreviewVersion: { method: 'GET', path: API_PATHS.previewVersion },
  getPaymentConfig: { method: 'GET', path: API_PATHS.paymentConfig },
  listArtworks: { method: 'GET', path: API_PATHS.artworks },
  getArtworkByShortId: { method: 'GET', path: API_PATHS.artworkByShortId },
  getShopIdentity: { method: 'GET', path: API_PATHS.shopIdentity },
} as const;

/**
 * SPEC §7: non-GET requests whose path contains one of these are de-duplicated (identical
 * in-flight requests share one). `/api/checkout` and `/paypal` are SPEC's words, not one endpoint.
 */
export const DEDUPED_PATH_PARTS: readonly string[] = [API_PATHS.orders, '/api/checkout', '/paypal'];

/** `/api/orders/:id` with `{ id: 'a b' }` → `/api/orders/a%20b`. */
export function endpointPath(path: string, params: Readonly<Record<string, string>> = {}): string {
  return path.replace(/:(\w+)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${path}: no value for :${name}`);
    return encodeURIComponent(value);
  });
}

type QueryValue = string | number | boolean;

/** A query as a URL carries it; an undefined value is left out, a list repeats its name. */
export type UrlQuery =
  string | URLSearchParams | Readonly<Record<string, QueryValue | readonly QueryValue[] | undefined>>;

/**
 * `?a=1&b=2`, or '' for no query: the one query builder of every declared client (the web's,
 * the services' callEndpoint, and the URLs a page preloads), so a preload and its call agree.
 */
export function queryString(query: UrlQuery | undefined): string {
  if (query === undefined) return '';
  const search =
    typeof query === 'string' || query instanceof URLSearchParams
      ? new URLSearchParams(query)
      : new URLSearchParams(
          Object.entries(query).flatMap(([name, value]) =>
            (Array.isArray(value) ? (value as readonly QueryValue[]) : value === undefined ? [] : [value]).map(
              (item) => [name, String(item)],
            ),
          ),
        );
  const text = search.toString();
  return text ? `?${text}` : '';
}

/**
 * A declared path's URL, parameters filled and query appended, without loading zod: what the
 * first bundle's fetchers use with API_PATHS. With a declaration at hand, `endpointUrl` is the same.
 */
export function pathUrl(path: string, params: Readonly<Record<string, string>> = {}, query?: UrlQuery): string {
  return endpointPath(path, params) + queryString(query);
}
