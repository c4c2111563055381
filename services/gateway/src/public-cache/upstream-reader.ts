import { INTERNAL_HEADERS } from '@shop/contracts';
import type { Upstream } from '../proxy/route-table.js';
import { REPLICA_GONE_CODES, type UpstreamPools } from '../proxy/upstream-pools.js';

export interface UpstreamAnswer {
  status: number;
  contentType: string;
  body: Buffer;
}

/** A cached read is a small JSON answer: one that takes longer is better left to the proxy. */
const READ_TIMEOUT_MS = 10_000;

/**
 * Reads a public answer from its service as an anonymous caller would get it: the role is
 * `public` and no cookie is sent whoever asked, so a cached answer can never hold a field or a
 * work that only the curator may see. A replica that cannot be reached is skipped for the next,
 * as the proxy does; the connections are the proxy's, which app.ts closes.
 */
export function createUpstreamReader(options: { pools: UpstreamPools; internalToken: string }) {
  return {
    async read(upstream: Upstream, path: string, requestId: string): Promise<UpstreamAnswer> {
      const dispatcher = options.pools.dispatcherOf(upstream);
      const replicas = options.pools.replicasOf(upstream);
      for (let attempt = 1; ; attempt += 1) {
        try {
          const response = await dispatcher.request({
            method: 'GET',
            path,
            headersTimeout: READ_TIMEOUT_MS,
            bodyTimeout: READ_TIMEOUT_MS,
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
  };
}

export type UpstreamReader = ReturnType<typeof createUpstreamReader>;
