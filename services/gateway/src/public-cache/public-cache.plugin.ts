import { PUBLIC_CACHE_CONTROL, PUBLIC_CACHE_PURGE_KEY, PUBLIC_ENDPOINTS, publicCacheKeys } from '@shop/contracts';
import { answerWithoutLogLine, matchesEtag, SAFE_METHODS, type Logger } from '@shop/platform';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import type { UpstreamPools } from '../proxy/upstream-pools.js';
import { pickEncoding, type TextEncoding } from '../web/seo/compressed-text.js';
import { answerOf, type CachedAnswer, encodedBody, encodingFor, etagOf } from './answer-store.js';
import { type CacheableRead, cacheableReadsOf } from './cacheable-reads.js';
import { createCacheGeneration } from './cache-generation.js';
import { type CacheUsage, createLocalAnswers, type LocalAnswerLimits } from './local-answers.js';
import { createSharedAnswers, sharedAnswerKeys, type SharedAnswerLimits } from './shared-answers.js';
import { createUpstreamReader } from './upstream-reader.js';

export interface PublicCacheOptions {
  /** Where the catalog's generation is read and its changes heard. */
  redis: Redis;
  /** Where the answers are kept (PUBLIC_CACHE_REDIS_URL; the same Redis unless set). */
  answersRedis?: Redis;
  queuePrefix: string;
  /** The proxy's pools (app.ts opens and closes them): one set of connections per service. */
  pools: UpstreamPools;
  internalToken: string;
  log: Logger;
  /** Answers kept in this process: bytes and answers in all. */
  local?: Partial<Pick<LocalAnswerLimits, 'maxBytes' | 'maxAnswers' | 'maxAnswerBytes'>>;
  /** Answers kept in Redis by every replica together. */
  shared?: Partial<Pick<SharedAnswerLimits, 'maxBytes' | 'maxAnswers' | 'maxAnswerBytes'>>;
}

/**
 * The budgets, each in bytes and in answers, whatever the public asks. A list page of
 * 48 works is about 29 KB counted with its brotli body, an artwork's answer about 1.2 KB, a page
 * of 1,000 works about 0.6 MB; an answer above 1 MB is answered, not kept (docs/scaling.md).
 */
export const PUBLIC_CACHE_LIMITS = {
  local: { maxBytes: 64 * 1024 * 1024, maxAnswers: 20_000, maxAnswerBytes: 1024 * 1024, maxAgeMs: 5 * 60_000 },
  shared: { maxBytes: 64 * 1024 * 1024, maxAnswers: 20_000, maxAnswerBytes: 1024 * 1024, ttlSeconds: 10 * 60 },
} as const;

export interface PublicCache {
  onChange(listener: () => void): void;
  /** What the cache holds now, as counted against its budgets: in this process and in Redis. */
  usage(): Promise<{ local: CacheUsage & { popular: CacheUsage; new: CacheUsage }; shared: CacheUsage | undefined }>;
}

/** A loaded answer, and whether another replica was asked it before (found in Redis). */
interface Loaded {
  answer: CachedAnswer;
  popular: boolean;
}

/** Answers worth keeping: a page of data, or a "no such" that crawlers ask again and again. */
const CACHED_STATUSES = new Set([200, 404]);

/**
 * The public reads declared `sharedCache` are answered from encoded bytes kept in this
 * process and in Redis, keyed by the catalog's generation, so a change the catalog announces
 * retires them on every replica at once. Only callers without a session are answered from it; the
 * curator's reads, and anything the cache cannot answer, go on to the proxy as before.
 */
export async function registerPublicCache(app: FastifyInstance, options: PublicCacheOptions): Promise<PublicCache> {
  const keys = sharedAnswerKeys(options.queuePrefix, publicCacheKeys(options.queuePrefix).answer);
  const generation = await createCacheGeneration({
    redis: options.redis,
    queuePrefix: options.queuePrefix,
    log: options.log,
  });
  const local = createLocalAnswers({ ...PUBLIC_CACHE_LIMITS.local, ...options.local });
  generation.onChange(() => local.clear());
  const shared = createSharedAnswers({
    redis: options.answersRedis ?? options.redis,
    keys,
    limits: { ...PUBLIC_CACHE_LIMITS.shared, ...options.shared },
  });
  const reader = createUpstreamReader({ pools: options.pools, internalToken: options.internalToken });
  const cacheableRead = cacheableReadsOf(PUBLIC_ENDPOINTS);
  const loading = new Map<string, Promise<CachedAnswer | undefined>>();
  const localKeyOf = (current: string, read: CacheableRead) => `${current}\n${read.key}`;

  const share = (key: string, answer: CachedAnswer) =>
    shared.set(key, answer).catch((error: unknown) => options.log.debug({ err: error }, 'public answer not shared'));

  async function loadFrom(
    current: string,
    read: CacheableRead,
    accepted: TextEncoding,
    requestId: string,
  ): Promise<Loaded | undefined> {
    const sharedKey = keys.answer(current, read.key);
    const fromRedis = await shared.get(sharedKey, accepted).catch(() => undefined);
    // Another replica (or this one, before a restart) was asked it: a popular answer.
    if (fromRedis) return { answer: fromRedis, popular: true };
    const upstream = await reader.read(read.upstream, read.upstreamUrl, requestId);
    if (!CACHED_STATUSES.has(upstream.status) || !upstream.contentType.includes('json')) return undefined;
    const answer = answerOf(upstream.status, upstream.contentType, upstream.body);
    await encodedBody(answer, encodingFor(answer, accepted));
    void share(sharedKey, answer);
    return { answer, popular: false };
  }

  /** Concurrent misses of one answer share one load; an answer is filed under the generation read before it. */
  function load(current: string, read: CacheableRead, accepted: TextEncoding, requestId: string) {
    const localKey = localKeyOf(current, read);
    let pending = loading.get(localKey);
    if (!pending) {
      pending = loadFrom(current, read, accepted, requestId)
        .then((loaded) => {
          // Loaded across a change: no later request looks it up, so it is not kept.
          if (loaded && generation.latest() === current) {
            local.set(localKey, loaded.answer, { popular: loaded.popular });
          }
          return loaded?.answer;
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
    localKey: string,
  ) {
    // A hit is counted by the cache's metrics; its log line was most of the gateway's log at the
    // list's rate (platform request-log.ts). A miss asked a service, so it keeps its line.
    if (source === 'hit') answerWithoutLogLine(request);
    const encoding = encodingFor(answer, accepted);
    const encodedBefore = answer.bodies[encoding] !== undefined;
    const body = await encodedBody(answer, encoding);
    // A kept answer's new encoding is counted in its size, or the answer leaves if now too large.
    if (!encodedBefore) local.resize(localKey);
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
    const localKey = localKeyOf(current, read);
    const hit = local.get(localKey);
    if (hit) return send(request, reply, hit, accepted, 'hit', localKey);
    let answer: CachedAnswer | undefined;
    try {
      answer = await load(current, read, accepted, request.id);
    } catch (error) {
      // The proxy then tries, and answers the caller as it would have without the cache.
      request.log.info({ err: error }, 'public answer not loaded for the cache');
      return;
    }
    if (answer) return send(request, reply, answer, accepted, 'miss', localKey);
  });

  // A write passed on to a service is answered only once this gateway knows the generation it
  // made: the writer's next read, here, already misses the answers from before. Only the curator's
  // writes move the generation (the catalog's PUBLIC_WRITES are all theirs): a buyer's quote, order
  // or capture does not, and no longer costs a read of the generation from Redis.
  app.addHook('onSend', async (request, reply, payload) => {
    if (!SAFE_METHODS.has(request.method) && reply.statusCode < 400 && request.role !== 'public')
      await generation.refresh();
    return payload;
  });

  app.addHook('onClose', async () => {
    await generation.close();
  });

  return {
    onChange: (listener) => generation.onChange(listener),
    async usage() {
      return { local: local.usage(), shared: await shared.usage().catch(() => undefined) };
    },
  };
}
