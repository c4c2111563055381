import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { TextEncoding } from '../web/seo/compressed-text.js';
import type { CachedAnswer } from './answer-store.js';
import type { CacheUsage } from './local-answers.js';

/**
 * What a kept answer costs Redis beside its fields and values and its key (counted three times: the
 * key itself, its place in the index and its size's field): the key's and the hash's structures,
 * the index's skiplist node. Redis's allocator (jemalloc) keeps each value in the size class above
 * it, up to a quarter more: the values are counted a quarter larger. Together above what `MEMORY
 * USAGE` reports (shared-answers.int.test.ts compares), so the count stays above the truth.
 */
export const SHARED_ANSWER_OVERHEAD_BYTES = 640;
const ALLOCATOR_ROUNDING = 1.25;

export interface SharedAnswerLimits {
  /** Every answer kept in Redis (all replicas, all generations), counted as `sharedSizeOf` does. */
  maxBytes: number;
  maxAnswers: number;
  /** An answer larger than this is not kept in Redis. */
  maxAnswerBytes: number;
  ttlSeconds: number;
}

/**
 * The cache's own keys in Redis under `<prefix>:public-cache:`: one hash per answer and
 * generation (`answer`, as packages/contracts names it), the index of kept answers by the time each
 * was stored, and a hash of each one's counted size with their `total`.
 */
export function sharedAnswerKeys(queuePrefix: string, answerKey: (generation: string, key: string) => string) {
  const base = `${queuePrefix}:public-cache`;
  return {
    index: `${base}:kept`,
    sizes: `${base}:kept-bytes`,
    /** A fixed-length name whatever the query: the digest of the read's key. */
    answer: (generation: string, readKey: string) =>
      answerKey(generation, createHash('sha256').update(readKey).digest('base64url')),
  } as const;
}

/**
 * Keeps one answer within the budget, atomically for every replica: first the answers whose time
 * is up leave the index, then the oldest kept answers (of any generation: the retired ones are the
 * oldest) until this one fits in bytes and in answers. The index and the sizes live as long as the
 * newest answer, so a cache nobody fills any more leaves nothing behind. A Redis that lost the
 * index (restarted, or evicted it under `allkeys-lru`) starts counting again from nothing.
 * KEYS: index, sizes, the answer's hash. ARGV: ttl ms, counted bytes, max bytes, max answers,
 * then the hash's fields and values.
 */
const STORE_SCRIPT = `
local index, sizes, key = KEYS[1], KEYS[2], KEYS[3]
local ttl, size = tonumber(ARGV[1]), tonumber(ARGV[2])
local maxBytes, maxAnswers = tonumber(ARGV[3]), tonumber(ARGV[4])
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
local function drop(member)
  local bytes = redis.call('HGET', sizes, member)
  if bytes then
    redis.call('HINCRBY', sizes, 'total', -tonumber(bytes))
    redis.call('HDEL', sizes, member)
  end
  redis.call('ZREM', index, member)
  redis.call('DEL', member)
end
if redis.call('EXISTS', index) == 0 then redis.call('DEL', sizes) end
for _, member in ipairs(redis.call('ZRANGEBYSCORE', index, '-inf', now - ttl, 'LIMIT', 0, 64)) do drop(member) end
drop(key)
if size > maxBytes or maxAnswers < 1 then return 0 end
while true do
  local total = tonumber(redis.call('HGET', sizes, 'total') or '0')
  if total + size <= maxBytes and redis.call('ZCARD', index) < maxAnswers then break end
  local oldest = redis.call('ZRANGE', index, 0, 0)[1]
  if not oldest then
    redis.call('DEL', sizes)
    break
  end
  drop(oldest)
end
redis.call('HSET', key, unpack(ARGV, 5))
redis.call('PEXPIRE', key, ttl)
redis.call('ZADD', index, now, key)
redis.call('HSET', sizes, key, size)
redis.call('HINCRBY', sizes, 'total', size)
redis.call('PEXPIRE', index, ttl)
redis.call('PEXPIRE', sizes, ttl)
return 1
`;
const STORE_SCRIPT_SHA = createHash('sha1').update(STORE_SCRIPT).digest('hex');

/** Bytes an answer is counted for in Redis: its fields and values, its key three times, the overhead. */
export function sharedSizeOf(redisKey: string, fields: readonly (string | Buffer)[]): number {
  let values = 0;
  for (const field of fields) values += Buffer.byteLength(field);
  return Math.ceil(values * ALLOCATOR_ROUNDING) + redisKey.length * 3 + SHARED_ANSWER_OVERHEAD_BYTES;
}

/**
 * The answers every gateway replica shares: one Redis hash per answer and generation, with its
 * status line and each encoding as fields, kept within a budget of bytes and answers of its own
 *, so that whatever the public asks, the cache never takes Redis memory the queues,
 * sessions and rate limits need. Redis trouble only means a miss.
 */
export function createSharedAnswers(options: {
  redis: Redis;
  keys: ReturnType<typeof sharedAnswerKeys>;
  limits: SharedAnswerLimits;
}) {
  const { redis, keys, limits } = options;

  async function store(redisKey: string, args: (string | number | Buffer)[]): Promise<unknown> {
    try {
      return await redis.evalsha(STORE_SCRIPT_SHA, 3, keys.index, keys.sizes, redisKey, ...args);
    } catch (error) {
      if (!String((error as Error).message).startsWith('NOSCRIPT')) throw error;
      return redis.eval(STORE_SCRIPT, 3, keys.index, keys.sizes, redisKey, ...args);
    }
  }

  return {
    async get(redisKey: string, encoding: TextEncoding): Promise<CachedAnswer | undefined> {
      const [head, identity, encoded] = await redis.hmgetBuffer(redisKey, 'head', 'identity', encoding);
      if (!head || !identity) return undefined;
      const { status, contentType, hash, storedAt } = JSON.parse(head.toString()) as Omit<CachedAnswer, 'bodies'>;
      const bodies: CachedAnswer['bodies'] = { identity };
      if (encoded) bodies[encoding] = encoded;
      return { status, contentType, hash, storedAt, bodies };
    },
    /** True when kept: an answer larger than `maxAnswerBytes` is not. */
    async set(redisKey: string, answer: CachedAnswer): Promise<boolean> {
      const { bodies, ...head } = answer;
      const fields: (string | Buffer)[] = ['head', JSON.stringify(head)];
      for (const [encoding, body] of Object.entries(bodies)) if (body) fields.push(encoding, body);
      if (!bodies.identity) return false;
      const size = sharedSizeOf(redisKey, fields);
      if (size > limits.maxAnswerBytes) return false;
      const kept = await store(redisKey, [
        limits.ttlSeconds * 1000,
        size,
        limits.maxBytes,
        limits.maxAnswers,
        ...fields,
      ]);
      return kept === 1;
    },
    /** What the cache holds in Redis now, as counted against its budget. */
    async usage(): Promise<CacheUsage> {
      const [answers, total] = await Promise.all([redis.zcard(keys.index), redis.hget(keys.sizes, 'total')]);
      return { answers, bytes: Number(total ?? 0) };
    },
  };
}

export type SharedAnswers = ReturnType<typeof createSharedAnswers>;
