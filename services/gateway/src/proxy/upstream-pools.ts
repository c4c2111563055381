import type { FastifyHttpProxyOptions } from '@fastify/http-proxy';
import { countPassedBytes, isStreamedUploadType, SAFE_METHODS } from '@shop/platform';
import { BalancedPool, Pool, type Dispatcher } from 'undici';
import type { Upstream } from './route-table.js';

/** Connection errors after which nothing the upstream did can have been seen by the caller. */
export const REPLICA_GONE_CODES: ReadonlySet<string> = new Set(['ECONNREFUSED', 'ECONNRESET', 'UND_ERR_SOCKET']);
type RetryDelay = NonNullable<NonNullable<FastifyHttpProxyOptions['replyOptions']>['retryDelay']>;

/** Time the slowest answer may take, an upload to the catalog; a caller may ask for less per request. */
const UPSTREAM_TIMEOUTS = { headersTimeout: 60_000, bodyTimeout: 60_000 };

/** What reply-from needs of a client it is given: undici's `request(options, callback)`. */
export interface RouteDispatcher {
  request: Dispatcher['request'];
}

export interface UpstreamPools {
  /** The service's shared pool: the public cache's reader reads through it. */
  dispatcherOf(upstream: Upstream): Dispatcher;
  /**
   * The proxy's client for one route prefix: the prefix's own pool, or for an upload
   * (a body still streaming) the service's upload pool. A slow route fills only its own.
   */
  routeDispatcherOf(upstream: Upstream, prefix: string): RouteDispatcher;
  /** How many replicas the pool spreads over: a read that met a gone one may try this many times. */
  replicasOf(upstream: Upstream): number;
  close(): Promise<void>;
}

export interface UpstreamPoolSizes {
  /** The shared pool's connections per replica (the public cache's reads). */
  sharedConnections: number;
  /** Connections per replica of each route prefix's pool (`UPSTREAM_CONNECTIONS_PER_ROUTE`). */
  connectionsPerRoute: number;
  /** Connections per replica of a service's uploads (`UPSTREAM_UPLOAD_CONNECTIONS`). */
  uploadConnections: number;
}

export const DEFAULT_POOL_SIZES: UpstreamPoolSizes = {
  sharedConnections: 128,
  connectionsPerRoute: 64,
  uploadConnections: 16,
};

/** Answers' bodies are counted as they pass (a 200 MB download, say): see notePassedBytes. */
function poolOver(urls: readonly string[], connections: number): Dispatcher {
  const pool =
    urls.length > 1
      ? new BalancedPool([...urls], { ...UPSTREAM_TIMEOUTS, connections })
      : new Pool(urls[0] ?? '', { ...UPSTREAM_TIMEOUTS, connections, pipelining: 1 });
  return pool.compose(countPassedBytes);
}

/**
 * An upload (multipart, or a resumable upload's part) is the one body still arriving when it is
 * proxied: every other one was read whole first (security/body-limits.plugin.ts).
 */
function isUpload(headers: Dispatcher.RequestOptions['headers']): boolean {
  if (!headers || Array.isArray(headers) || typeof headers !== 'object') return false;
  const contentType = (headers as Record<string, unknown>)['content-type'];
  return typeof contentType === 'string' && isStreamedUploadType(contentType);
}

/**
 * Several replicas of a service behind one gateway: undici's BalancedPool spreads
 * requests over them and lowers the weight of one whose connections fail, so a dead replica soon
 * gets almost nothing.
 *
 * No connection held hostage: each route prefix of a service has a pool of its own, created on
 * its first request, and the service's uploads another, so requests that are slow to answer on
 * one route (or slow uploads) fill only that pool and queue only behind each other. The prefixes
 * are route-table.ts's ROUTE_TABLE, derived from the endpoint declarations in @shop/contracts (so
 * `sendContactMessage` and `listContactMessages` in notifications/contact.endpoints.ts are two
 * prefixes of one service, each with its pool). Bodies other than uploads are read whole before
 * the proxy asks for a connection, so a slow client never holds one. The public cache reads
 * through a shared pool per service.
 */
export function createUpstreamPools(
  upstreams: Record<Upstream, readonly string[]>,
  sizes: UpstreamPoolSizes = DEFAULT_POOL_SIZES,
): UpstreamPools {
  const shared = new Map<Upstream, Dispatcher>();
  const lanes = new Map<string, Dispatcher>();
  const urlsOf = (upstream: Upstream) => {
    const urls = upstreams[upstream];
    if (!urls) throw new Error(`no pool for upstream ${upstream}`);
    return urls;
  };
  const laneOf = (upstream: Upstream, lane: string, connections: number) => {
    const key = `${upstream} ${lane}`;
    let pool = lanes.get(key);
    if (!pool) {
      pool = poolOver(urlsOf(upstream), connections);
      lanes.set(key, pool);
    }
    return pool;
  };
  return {
    dispatcherOf(upstream) {
      let pool = shared.get(upstream);
      if (!pool) {
        pool = poolOver(urlsOf(upstream), sizes.sharedConnections);
        shared.set(upstream, pool);
      }
      return pool;
    },
    routeDispatcherOf(upstream, prefix) {
      const isBalanced = urlsOf(upstream).length > 1;
      return {
        request(options: Dispatcher.RequestOptions, callback?: unknown) {
          const pool = isUpload(options.headers)
            ? laneOf(upstream, 'uploads', sizes.uploadConnections)
            : laneOf(upstream, prefix, sizes.connectionsPerRoute);
          // A balanced pool picks the replica: the origin reply-from names is its first.
          const forPool = isBalanced ? { ...options, origin: undefined } : options;
          return (pool.request as (options: unknown, callback?: unknown) => unknown)(forPool, callback);
        },
      } as RouteDispatcher;
    },
    replicasOf: (upstream) => urlsOf(upstream).length,
    async close() {
      await Promise.all([...shared.values(), ...lanes.values()].map((pool) => pool.close()));
    },
  };
}

/**
 * reply-from's retry decision with replicas: a read that met a dead replica (refused, or its
 * socket closed mid-answer) is sent again at once, and the pool picks another replica. Writes
 * are not resent: the dead replica may have applied them, and only the caller (with the API's
 * own idempotency, e.g. the same `paypal_order_id`) can know whether to try again.
 */
export function replicaFailoverDelay(replicaCount: number): RetryDelay {
  return ({ err, req, res, attempt, getDefaultDelay }) => {
    // reply-from calls this after every attempt, successful ones too (err is then null).
    const code = (err as (Error & { code?: unknown }) | null)?.code;
    const isReplicaGone = typeof code === 'string' && REPLICA_GONE_CODES.has(code);
    if (isReplicaGone && SAFE_METHODS.has(req.method) && attempt < replicaCount) return 1;
    return getDefaultDelay(req, res, err, attempt);
  };
}
