import { PUBLIC_ENDPOINTS, type Endpoint, type EndpointUpstream } from '@shop/contracts';

/** ARCHITECTURE "The pieces": which service answers which path prefix. */
export type Upstream = Exclude<EndpointUpstream, 'gateway'>;

/** `/api/orders/:id` → `/api/orders`; `/paypal/order` → `/paypal`: the first segment past /api. */
export function prefixOf(path: string): string {
  const [first, second] = path.split('/').filter(Boolean);
  return first === 'api' && second !== undefined ? `/api/${second}` : `/${first ?? ''}`;
}

/**
 * Derived from the endpoint declarations: one prefix per first path segment, each
 * owned by exactly one service. Internal endpoints are never proxied, nor the gateway's own.
 */
export function routeTableOf(endpoints: readonly Endpoint[]): { prefix: string; upstream: Upstream }[] {
  const owners = new Map<string, Upstream>();
  for (const { path, upstream } of endpoints) {
    if (upstream === 'gateway') continue;
    const prefix = prefixOf(path);
    const owner = owners.get(prefix);
    if (owner !== undefined && owner !== upstream) {
      throw new Error(`${prefix} is declared for both ${owner} and ${upstream}: a prefix has one upstream`);
    }
    owners.set(prefix, upstream);
  }
  return [...owners].map(([prefix, upstream]) => ({ prefix, upstream }));
}

export const ROUTE_TABLE: readonly { prefix: string; upstream: Upstream }[] = routeTableOf(PUBLIC_ENDPOINTS);
