import httpProxy from '@fastify/http-proxy';
import { checkoutCookieHeader, INTERNAL_HEADERS, libraryCookieHeader } from '@shop/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { IncomingHttpHeaders } from 'node:http';
import type { Dispatcher } from 'undici';
import { proxyFailureOf } from './proxy-failure.js';
import { ROUTE_TABLE, type Upstream } from './route-table.js';
import { replicaFailoverDelay, type UpstreamPools } from './upstream-pools.js';

export interface ProxyOptions {
  /** Each service's replicas; one URL is the usual single instance. */
  upstreams: Record<Upstream, readonly string[]>;
  /** The gateway's pools per service and route (app.ts opens and closes them); the public cache reads through them too. */
  pools: UpstreamPools;
  internalToken: string;
}

/**
 * Hop-by-hop headers (RFC 9110 §7.6.1) describe the caller's connection to the gateway, not the
 * gateway's to a service; undici refuses several of them outright (`expect`, `keep-alive`,
 * `upgrade`), which the proxy could only report as a 503. The gateway answers `Expect:
 * 100-continue` itself (security/body-limits.plugin.ts).
 */
const HOP_BY_HOP = new Set([
  'connection',
  'expect',
  'keep-alive',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'http2-settings',
]);

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
    if (lower === 'cookie') {
      // Services never see the session (they get the role instead); payments and orders get the
      // checkout cookie, which proves a request comes from the checkout that paid, and orders the
      // buyer's library session: those two alone.
      const passed = [checkoutCookieHeader(value), libraryCookieHeader(value)].filter((cookie) => cookie !== undefined);
      if (passed.length > 0) clean[name] = passed.join('; ');
      continue;
    }
    if (HOP_BY_HOP.has(lower)) continue;
    clean[name] = value;
  }
  clean[INTERNAL_HEADERS.token] = internalToken;
  clean[INTERNAL_HEADERS.role] = request.role;
  clean[INTERNAL_HEADERS.requestId] = request.id;
  return clean;
}

export async function registerProxies(app: FastifyInstance, options: ProxyOptions): Promise<void> {
  for (const { prefix, upstream } of ROUTE_TABLE) {
    const urls = options.upstreams[upstream];
    const replicas = options.pools.replicasOf(upstream);
    await app.register(httpProxy, {
      // With a pool, this URL only checks the rewritten path; the pool picks the replica.
      upstream: urls[0] ?? '',
      prefix,
      rewritePrefix: prefix,
      // undici (reply-from's default client) costs the gateway about half the CPU per request of
      // node:http. reply-from leaves a pool it was given open: app.ts closes it once. Each prefix
      // has pools of its own: a slow route fills only its own connections.
      undici: options.pools.routeDispatcherOf(upstream, prefix) as Dispatcher,
      // No `fetching from remote server` / `response received` lines at info: the
      // gateway's own `request completed` line says the same. reply-from's warnings stay.
      disableRequestLogging: true,
      replyOptions: {
        ...(replicas > 1 ? { retryDelay: replicaFailoverDelay(replicas) } : {}),
        rewriteRequestHeaders: (request, headers) =>
          forwardedHeaders(request as FastifyRequest, headers, options.internalToken),
        onError: (reply, { error }) => {
          const { request } = reply;
          const failure = proxyFailureOf(error, {
            upstream,
            isClientGone: request.raw.destroyed && !request.raw.complete,
          });
          // Only a service that cannot be reached is an outage; the rest is the caller's doing.
          if (failure.kind === 'upstream-unavailable') reply.log.warn({ err: error, upstream }, 'upstream unavailable');
          else reply.log.info({ err: error, upstream, failure: failure.kind }, 'proxied request refused');
          // An Error sent as the answer goes through the platform's error handler.
          if (failure.kind !== 'client-gone') void reply.send(failure.answer);
        },
      },
    });
  }
}
