import type { FastifyHttpProxyOptions } from '@fastify/http-proxy';
import { BalancedPool } from 'undici';
import type { Upstream } from './route-table.js';

/** Connection errors after which nothing the upstream did can have been seen by the caller. */
export const REPLICA_GONE_CODES: ReadonlySet<string> = new Set(['ECONNREFUSED', 'ECONNRESET', 'UND_ERR_SOCKET']);
type RetryDelay = NonNullable<NonNullable<FastifyHttpProxyOptions['replyOptions']>['retryDelay']>;

const IDEMPOTENT_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface UpstreamPools {
  /** One balanced pool per service with several replicas; undefined for a single URL (reply-from's own agent). */
  poolOf(upstream: Upstream): BalancedPool | undefined;
  close(): Promise<void>;
}

/**
 * Several replicas of a service behind one gateway (issue #16): undici's BalancedPool spreads
 * requests over them and lowers the weight of one whose connections fail, so a dead replica soon
 * gets almost nothing. One pool per service, shared by all of its route prefixes.
 */
export function createUpstreamPools(
  upstreams: Record<Upstream, readonly string[]>,
  timeouts: { headersTimeout: number; bodyTimeout: number },
): UpstreamPools {
  const pools = new Map<Upstream, BalancedPool>();
  for (const [upstream, urls] of Object.entries(upstreams) as [Upstream, readonly string[]][]) {
    if (urls.length > 1) pools.set(upstream, new BalancedPool([...urls], timeouts));
  }
  return {
    poolOf: (upstream) => pools.get(upstream),
    async close() {
      await Promise.all([...pools.values()].map((pool) => pool.close()));
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
    if (isReplicaGone && IDEMPOTENT_METHODS.has(req.method) && attempt < replicaCount) return 1;
    return getDefaultDelay(req, res, err, attempt);
  };
}
