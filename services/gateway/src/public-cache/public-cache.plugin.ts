import { PUBLIC_CACHE_CONTROL, PUBLIC_CACHE_PURGE_KEY, PUBLIC_ENDPOINTS, publicCacheKeys } from '@shop/contracts';
import { matchesEtag, SAFE_METHODS, type Logger } from '@shop/platform';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import type { UpstreamPools } from '../proxy/upstream-pools.js';
import { pickEncoding, type TextEncoding } from '../web/seo/compressed-text.js';
import {
  answerOf,
  type CachedAnswer,
  createLocalAnswers,
  createSharedAnswers,
  encodedBody,
  encodingFor,
  etagOf,
} from './answer-store.js';
import { type CacheableRead, cacheableReadsOf } from './cacheable-reads.js';
import { createCacheGeneration } from './cache-generation.js';
import { createUpstreamReader } from './upstream-reader.js';

export interface PublicCacheOptions {
  redis: Redis;
  queuePrefix: string;
  /** The proxy's pools (app.ts opens and closes them): one set of connections per service. */
  pools: UpstreamPools;
  internalToken: string;
  log: Logger;
  /** Bytes of answers kept in this process. */
  localMaxBytes?: number;
}

/** Answers worth keeping: a page of data, or a "no such" that crawlers ask again and again. */
const CACHED_STATUSES = new Set([200, 404]);

/**
 * Issue #26: the public reads declared `sharedCache` are answered from encoded bytes kept in this
 * process and in Redis, keyed by the catalog's generation, so a change the catalog announces
 * retires them on every replica at once. Only callers without a session are answered from it; the
 * curator's reads, and anything the cache cannot answer, go on to the proxy as before.
 */
export async function registerPublicCache(
  app: FastifyInstance,
  options: PublicCacheOptions,
): Promise<{ onChange(listener: () => void): void }> {
  const keys = publicCacheKeys(options.queuePrefix);
  const generation = await createCacheGeneration({
    redis: options.redis,
    queuePrefix: options.queuePrefix,
    log: options.log,
  });
  const local = createLocalAnswers({ maxBytes: options.localMaxBytes ?? 64 * 1024 * 1024, maxAgeMs: 5 * 60_000 });
  generation.onChange(() => local.clear());
  const shared = createSharedAnswers({ redis: options.redis, ttlSeconds: 10 * 60, maxBytes: 4 * 1024 * 1024 });
  const reader = createUpstreamReader({ pools: options.pools, internalToken: options.internalToken });
  const cacheableRead = cacheableReadsOf(PUBLIC_ENDPOINTS);
  const loading = new Map<string, Promise<CachedAnswer | undefined>>();

  const share = (key: string, answer: CachedAnswer) =>
    shared.set(key, answer).catch((error: unknown) => options.log.debug({ err: error }, 'public answer not shared'));

  async function loadFrom(
    current: string,
    read: CacheableRead,
    accepted: TextEncoding,
    requestId: string,
  ): Promise<CachedAnswer | undefined> {
    const sharedKey = keys.answer(current, read.key);
    const fromRedis = await shared.get(sharedKey, accepted).catch(() => undefined);
    if (fromRedis) return fromRedis;
    const upstream = await reader.read(read.upstream, read.upstreamUrl, requestId);
    if (!CACHED_STATUSES.has(upstream.status) || !upstream.contentType.includes('json')) return undefined;
    const answer = answerOf(upstream.status, upstream.contentType, upstream.body);
    await encodedBody(answer, encodingFor(answer, accepted));
    void share(sharedKey, answer);
    return answer;
  }

  /** Concurrent misses of one answer share one load; an answer is filed under the generation read before it. */
  function load(current: string, read: CacheableRead, accepted: TextEncoding, requestId: string) {
    const localKey = `${current}\n${read.key}`;
    let pending = loading.get(localKey);
    if (!pending) {
      pending = loadFrom(current, read, accepted, requestId)
        .then((answer) => {
          // Loaded across a change: no later request looks it up, so it is not kept.
          if (answer && generation.latest() === current) local.set(localKey, answer);
          return answer;
        })
        .finally(() => loading.delete(localKey));
      loading.set(localKey, pending);
    }
    return pending;
  }

  async function send(
    request: FastifyRequest,
    reply: FastifyReply,
    answer: CachedAnswer,
    accepted: TextEncoding,
    source: 'hit' | 'miss',
  ) {
    const encoding = encodingFor(answer, accepted);
    const body = await encodedBody(answer, encoding);
    const etag = etagOf(answer, encoding);
    reply
      .code(answer.status)
      .header('content-type', answer.contentType)
      .header('etag', etag)
      .header('vary', 'accept-encoding')
      .header('cache-control', PUBLIC_CACHE_CONTROL)
      .header('surrogate-key', PUBLIC_CACHE_PURGE_KEY)
      .header('cache-tag', PUBLIC_CACHE_PURGE_KEY)
      .header('x-cache', source);
    if (encoding !== 'identity') reply.header('content-encoding', encoding);
    if (answer.status === 200 && matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send();
    return reply.send(body);
  }

  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' || request.role !== 'public') return;
    const read = cacheableRead(request.url);
    if (!read) return;
    const current = await generation.current();
    if (current === undefined) return;
    const accepted = pickEncoding(request.headers['accept-encoding']);
    const hit = local.get(`${current}\n${read.key}`);
    if (hit) return send(request, reply, hit, accepted, 'hit');
    let answer: CachedAnswer | undefined;
    try {
      answer = await load(current, read, accepted, request.id);
    } catch (error) {
      // The proxy then tries, and answers the caller as it would have without the cache.
      request.log.info({ err: error }, 'public answer not loaded for the cache');
      return;
    }
    if (answer) return send(request, reply, answer, accepted, 'miss');
  });

  // A write passed on to a service is answered only once this gateway knows the generation it
  // made: the writer's next read, here, already misses the answers from before.
  app.addHook('onSend', async (request, reply, payload) => {
    if (!SAFE_METHODS.has(request.method) && reply.statusCode < 400) await generation.refresh();
    return payload;
  });

  app.addHook('onClose', async () => {
    await generation.close();
  });

  return { onChange: (listener) => generation.onChange(listener) };
}
