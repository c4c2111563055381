import { INTERNAL_HEADERS } from '@shop/contracts';
import { BalancedPool, Pool, type Dispatcher } from 'undici';
import type { Upstream } from '../proxy/route-table.js';
import { REPLICA_GONE_CODES } from '../proxy/upstream-pools.js';

export interface UpstreamAnswer {
  status: number;
  contentType: string;
  body: Buffer;
}

const READ_TIMEOUT_MS = 10_000;

/**
 * Reads a public answer from its service as an anonymous caller would get it: the role is
 * `public` and no cookie is sent whoever asked, so a cached answer can never hold a field or a
 * work that only the curator may see. A replica that cannot be reached is skipped for the next.
 */
export function createUpstreamReader(options: {
  upstreams: Record<Upstream, readonly string[]>;
  internalToken: string;
}) {
  const dispatchers = new Map<Upstream, { dispatcher: Dispatcher; replicas: number }>();
  function dispatcherOf(upstream: Upstream) {
    let entry = dispatchers.get(upstream);
    if (!entry) {
      const urls = options.upstreams[upstream];
      const timeouts = { headersTimeout: READ_TIMEOUT_MS, bodyTimeout: READ_TIMEOUT_MS };
      const dispatcher =
        urls.length > 1
          ? new BalancedPool([...urls], timeouts)
          : new Pool(urls[0] ?? '', { ...timeouts, connections: 8 });
      entry = { dispatcher, replicas: urls.length };
      dispatchers.set(upstream, entry);
    }
    return entry;
  }

  return {
    async read(upstream: Upstream, path: string, requestId: string): Promise<UpstreamAnswer> {
      const { dispatcher, replicas } = dispatcherOf(upstream);
      for (let attempt = 1; ; attempt += 1) {
        try {
          const response = await dispatcher.request({
            method: 'GET',
            path,
            headers: {
              accept: 'application/json',
              'accept-encoding': 'identity',
              [INTERNAL_HEADERS.token]: options.internalToken,
              [INTERNAL_HEADERS.role]: 'public',
              [INTERNAL_HEADERS.requestId]: requestId,
            },
          });
          const body = Buffer.from(await response.body.arrayBuffer());
          const contentType = response.headers['content-type'];
          return {
            status: response.statusCode,
            contentType: typeof contentType === 'string' ? contentType : 'application/json; charset=utf-8',
            body,
          };
        } catch (error) {
          const code = (error as { code?: unknown }).code;
          if (attempt >= replicas || typeof code !== 'string' || !REPLICA_GONE_CODES.has(code)) throw error;
        }
      }
    },
    async close(): Promise<void> {
      await Promise.all([...dispatchers.values()].map(({ dispatcher }) => dispatcher.close()));
    },
  };
}

export type UpstreamReader = ReturnType<typeof createUpstreamReader>;
