import type { FastifyHttpProxyOptions } from '@fastify/http-proxy';
import { SAFE_METHODS } from '@shop/platform';
import { BalancedPool, Pool, type Dispatcher } from 'undici';
import type { Upstream } from './route-table.js';

/** Connection errors after which nothing the upstream did can have been seen by the caller. */
export const REPLICA_GONE_CODES: ReadonlySet<string> = new Set(['ECONNREFUSED', 'ECONNRESET', 'UND_ERR_SOCKET']);
type RetryDelay = NonNullable<NonNullable<FastifyHttpProxyOptions['replyOptions']>['retryDelay']>;

/** Time the slowest answer may take, an upload to the catalog; a caller may ask for less per request. */
const UPSTREAM_TIMEOUTS = { headersTimeout: 60_000, bodyTimeout: 60_000 };

export interface UpstreamPools {
  /** The one pool of connections to a service, shared by the proxy and the public cache's reader. */
  dispatcherOf(upstream: Upstream): Dispatcher;
  /** How many replicas the pool spreads over: a read that met a gone one may try this many times. */
  replicasOf(upstream: Upstream): number;
  close(): Promise<void>;
}

/**
 * Several replicas of a service behind one gateway (issue #16): undici's BalancedPool spreads
 * requests over them and lowers the weight of one whose connections fail, so a dead replica soon
 * gets almost nothing. One pool per service, shared by all of its route prefixes and by the public
 * cache (issue #24), so a service sees one set of connections from each gateway, not one per user.
 */
export function createUpstreamPools(upstreams: Record<Upstream, readonly string[]>): UpstreamPools {
  const pools = new Map<Upstream, { dispatcher: Dispatcher; replicas: number }>();
  for (const [upstream, urls] of Object.entries(upstreams) as [Upstream, readonly string[]][]) {
    const dispatcher =
      urls.length > 1
        ? new BalancedPool([...urls], UPSTREAM_TIMEOUTS)
        : // reply-from's own default for one origin: 128 connections, no pipelining.
          new Pool(urls[0] ?? '', { ...UPSTREAM_TIMEOUTS, connections: 128, pipelining: 1 });
    pools.set(upstream, { dispatcher, replicas: urls.length });
  }
  function poolOf(upstream: Upstream) {
    const pool = pools.get(upstream);
    if (!pool) throw new Error(`no pool for upstream ${upstream}`);
    return pool;
  }
  return {
    dispatcherOf: (upstream) => poolOf(upstream).dispatcher,
    replicasOf: (upstream) => poolOf(upstream).replicas,
    async close() {
      await Promise.all([...pools.values()].map(({ dispatcher }) => dispatcher.close()));
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
