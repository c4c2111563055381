import type { Endpoint } from '@shop/contracts';
import type { Upstream } from '../proxy/route-table.js';

/** A request the gateway may answer from its cache: its endpoint and the key of its answer. */
export interface CacheableRead {
  upstream: Upstream;
  /** The path and the query as the endpoint's schema reads it, so `?b=1&a=2` and `?a=2&b=1&x=` share one answer. */
  key: string;
  /** What is asked of the upstream on a miss. */
  upstreamUrl: string;
}

interface Matcher {
  endpoint: Endpoint & { upstream: Upstream };
  pattern: RegExp;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function patternOf(path: string): RegExp {
  const source = path
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '([^/]+)' : escapeRegExp(segment)))
    .join('/');
  return new RegExp(`^${source}$`);
}

/**
 * The endpoints declared `sharedCache` (packages/contracts), matched against a request's URL. A
 * query its schema refuses is not a cacheable read: the upstream answers it (with its 400).
 */
export function cacheableReadsOf(endpoints: readonly Endpoint[]) {
  const matchers: Matcher[] = endpoints
    .filter((endpoint) => endpoint.sharedCache && endpoint.method === 'GET' && endpoint.upstream !== 'gateway')
    .map((endpoint) => ({ endpoint: endpoint as Matcher['endpoint'], pattern: patternOf(endpoint.path) }));

  return function cacheableRead(url: string): CacheableRead | undefined {
    const queryStart = url.indexOf('?');
    const path = queryStart === -1 ? url : url.slice(0, queryStart);
    const matcher = matchers.find(({ pattern }) => pattern.test(path));
    if (!matcher) return undefined;
    const search = new URLSearchParams(queryStart === -1 ? '' : url.slice(queryStart + 1));
    const { query } = matcher.endpoint;
    if (!query) return { upstream: matcher.endpoint.upstream, key: path, upstreamUrl: path };
    // Repeated parameters are not a shape any public list takes: the upstream answers those.
    const raw: Record<string, string> = {};
    for (const [name, value] of search) {
      if (name in raw) return undefined;
      raw[name] = value;
    }
    const parsed = query.safeParse(raw);
    if (!parsed.success) return undefined;
    const canonical = JSON.stringify(parsed.data);
    // Only what the schema kept goes upstream, in a fixed order: the key and the request agree.
    const kept = new URLSearchParams();
    for (const name of Object.keys(raw).sort()) {
      if (name in (parsed.data as Record<string, unknown>)) kept.set(name, raw[name] ?? '');
    }
    const keptQuery = kept.toString();
    return {
      upstream: matcher.endpoint.upstream,
      key: `${path}?${canonical}`,
      upstreamUrl: keptQuery ? `${path}?${keptQuery}` : path,
    };
  };
}

export type CacheableReadOf = ReturnType<typeof cacheableReadsOf>;
