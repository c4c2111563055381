import httpProxy from '@fastify/http-proxy';
import { INTERNAL_HEADERS } from '@shop/contracts';
import { DependencyUnavailable, PayloadTooLarge } from '@shop/platform';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { IncomingHttpHeaders } from 'node:http';
import { ROUTE_TABLE, type Upstream } from './route-table.js';
import { createUpstreamPools, replicaFailoverDelay } from './upstream-pools.js';

const UPSTREAM_TIMEOUT_MS = 60_000;

export interface ProxyOptions {
  /** Each service's replicas (issue #16); one URL is the usual single instance. */
  upstreams: Record<Upstream, readonly string[]>;
  internalToken: string;
  /** Largest non-multipart body passed on (the services' own limit); uploads have theirs in the catalog. */
  bodyLimitBytes: number;
}

/**
 * Proxied bodies are streamed, so Fastify's body limit never sees them. The service behind would
 * refuse a body past its limit by closing the socket mid-stream, which the proxy can only report
 * as "service unavailable" (and then fails writing a second answer). Refusing it here, before a
 * byte goes upstream, gives the caller a plain 413; closing the connection discards the unread rest.
 */
export function isOversizedBody(request: FastifyRequest, bodyLimitBytes: number): boolean {
  const length = Number(request.headers['content-length'] ?? 0);
  const type = request.headers['content-type'] ?? '';
  return Number.isFinite(length) && length > bodyLimitBytes && !type.startsWith('multipart/');
}

/**
 * Every header a caller could use to impersonate the gateway is dropped, then the gateway's own
 * are set: the internal token, the caller's role (from the session) and the request id.
 */
export function forwardedHeaders(
  request: FastifyRequest,
  headers: IncomingHttpHeaders,
  internalToken: string,
): IncomingHttpHeaders {
  const clean: IncomingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) {
    const lower = name.toLowerCase();
    if (lower === INTERNAL_HEADERS.token || lower === INTERNAL_HEADERS.role || lower === INTERNAL_HEADERS.requestId)
      continue;
    if (lower === 'cookie') continue; // services never see the session; they get the role instead
    clean[name] = value;
  }
  clean[INTERNAL_HEADERS.token] = internalToken;
  clean[INTERNAL_HEADERS.role] = request.role;
  clean[INTERNAL_HEADERS.requestId] = request.id;
  return clean;
}

export async function registerProxies(app: FastifyInstance, options: ProxyOptions): Promise<void> {
  const timeouts = { headersTimeout: UPSTREAM_TIMEOUT_MS, bodyTimeout: UPSTREAM_TIMEOUT_MS };
  const pools = createUpstreamPools(options.upstreams, timeouts);
  app.addHook('onClose', async () => pools.close());
  for (const { prefix, upstream } of ROUTE_TABLE) {
    const urls = options.upstreams[upstream];
    const pool = pools.poolOf(upstream);
    await app.register(httpProxy, {
      // With a pool, this URL only checks the rewritten path; the pool picks the replica.
      upstream: urls[0] ?? '',
      prefix,
      rewritePrefix: prefix,
      // eslint-disable-next-line @typescript-eslint/no-misused-promises -- fastify awaits it; the type names callbacks only
      preHandler: async (request, reply) => {
        if (isOversizedBody(request, options.bodyLimitBytes)) {
          reply.header('connection', 'close');
          throw new PayloadTooLarge('The request body is too large.');
        }
      },
      // undici (reply-from's default client) costs the gateway about half the CPU per request of
      // node:http; a minute is long enough for the slowest answer, an upload to the catalog.
      undici: pool ?? timeouts,
      replyOptions: {
        ...(pool ? { retryDelay: replicaFailoverDelay(urls.length) } : {}),
        rewriteRequestHeaders: (request, headers) =>
          forwardedHeaders(request as FastifyRequest, headers, options.internalToken),
        onError: (reply, { error }) => {
          reply.log.warn({ err: error, upstream }, 'upstream unavailable');
          // An Error sent as the answer goes through the platform's error handler.
          void reply.send(
            new DependencyUnavailable(`The ${upstream} service is unavailable. Please try again shortly.`),
          );
        },
      },
    });
  }
}
