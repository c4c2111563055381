import { once } from 'node:events';
import { randomBytes } from 'node:crypto';
import { publicCacheKeys } from '@shop/contracts';
import { createRedis } from '@shop/platform';
import { testRedisUrl, uniqueQueuePrefix } from '@shop/testkit';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerOf, encodedBody } from './answer-store.js';
import { createSharedAnswers, sharedAnswerKeys, type SharedAnswerLimits } from './shared-answers.js';

let redis: Redis;
const prefixes: string[] = [];

beforeAll(async () => {
  redis = createRedis(testRedisUrl(), 'producer');
  await once(redis, 'ready');
});

afterAll(async () => {
  for (const prefix of prefixes) {
    const names = await redis.keys(`${prefix}:public-cache:*`);
    if (names.length > 0) await redis.del(...names);
  }
  redis?.disconnect();
});

function sharedAnswers(limits: Partial<SharedAnswerLimits> = {}) {
  const prefix = uniqueQueuePrefix('shared-answers');
  prefixes.push(prefix);
  const keys = sharedAnswerKeys(prefix, publicCacheKeys(prefix).answer);
  const answers = createSharedAnswers({
    redis,
    keys,
    limits: { maxBytes: 256 * 1024, maxAnswers: 1_000, maxAnswerBytes: 64 * 1024, ttlSeconds: 60, ...limits },
  });
  return { prefix, keys, answers };
}

/** A list answer of about `size` bytes, not all alike (as real pages compress). */
async function listAnswer(size: number) {
  const items = Array.from({ length: Math.ceil(size / 120) }, () => ({
    id: randomBytes(16).toString('hex'),
    title: randomBytes(12).toString('base64'),
    price: '12.00',
  }));
  const answer = answerOf(200, 'application/json; charset=utf-8', Buffer.from(JSON.stringify({ items })));
  await encodedBody(answer, 'br');
  return answer;
}

/** Every key of the cache under `prefix` but the generation, and Redis's own count of their bytes. */
async function redisMemoryOf(prefix: string): Promise<{ keys: number; bytes: number }> {
  const names = (await redis.keys(`${prefix}:public-cache:*`)).filter((name) => !name.endsWith(':generation'));
  let bytes = 0;
  for (const name of names) bytes += Number((await redis.call('MEMORY', 'USAGE', name, 'SAMPLES', '0')) ?? 0);
  return { keys: names.length, bytes };
}

describe('answers kept in Redis within a budget', () => {
  it('keeps an answer in each encoding it was given, for its time', async () => {
    const { keys, answers } = sharedAnswers();
    const answer = await listAnswer(4_000);
    const key = keys.answer('g1', '/api/artworks?{"limit":48}');
    expect(await answers.set(key, answer)).toBe(true);
    const back = await answers.get(key, 'br');
    expect(back?.bodies.identity?.equals(answer.bodies.identity ?? Buffer.alloc(0))).toBe(true);
    expect(back?.bodies.br?.equals(answer.bodies.br ?? Buffer.alloc(0))).toBe(true);
    expect(back).toMatchObject({ status: 200, hash: answer.hash, storedAt: answer.storedAt });
    expect(await redis.pttl(key)).toBeGreaterThan(50_000);
    // The key is as long whatever the query was.
    expect(keys.answer('g1', 'x'.repeat(5_000)).length).toBe(key.length);
  });

  it('holds what it counts, and Redis holds no more than it counted, however many answers arrive', async () => {
    const limits = { maxBytes: 256 * 1024, maxAnswers: 1_000 };
    const { prefix, keys, answers } = sharedAnswers(limits);
    for (let i = 0; i < 400; i += 1) {
      // Small "no match" pages and list pages, as a flood of distinct searches brings.
      await answers.set(keys.answer(i < 200 ? 'old' : 'new', `q=${i}`), await listAnswer(i % 4 === 0 ? 6_000 : 300));
      if (i % 50 === 49) {
        const usage = await answers.usage();
        expect(usage.bytes).toBeLessThanOrEqual(limits.maxBytes);
        const memory = await redisMemoryOf(prefix);
        expect(memory.bytes, `answers ${usage.answers}, counted ${usage.bytes}`).toBeLessThanOrEqual(usage.bytes);
        // The answers, the index and the sizes.
        expect(memory.keys).toBe(usage.answers + 2);
      }
    }
    // The oldest went first.
    expect(await answers.get(keys.answer('old', 'q=0'), 'identity')).toBeUndefined();
    expect(await answers.get(keys.answer('new', 'q=399'), 'identity')).toBeDefined();
  });

  it('keeps no more answers than its count', async () => {
    const { keys, answers } = sharedAnswers({ maxAnswers: 10 });
    for (let i = 0; i < 30; i += 1) await answers.set(keys.answer('g', `q=${i}`), await listAnswer(100));
    expect((await answers.usage()).answers).toBe(10);
    expect(await redis.zcard(keys.index)).toBe(10);
  });

  it('never keeps an answer larger than its limit, nor counts one stored twice twice', async () => {
    const { keys, answers } = sharedAnswers({ maxAnswerBytes: 10_000 });
    expect(await answers.set(keys.answer('g', 'big'), await listAnswer(20_000))).toBe(false);
    expect(await answers.usage()).toEqual({ answers: 0, bytes: 0 });
    const answer = await listAnswer(2_000);
    await answers.set(keys.answer('g', 'same'), answer);
    const once = await answers.usage();
    await answers.set(keys.answer('g', 'same'), answer);
    expect(await answers.usage()).toEqual(once);
  });

  it('starts counting again when Redis lost its index', async () => {
    const { keys, answers } = sharedAnswers({ maxBytes: 64 * 1024 });
    for (let i = 0; i < 10; i += 1) await answers.set(keys.answer('g', `q=${i}`), await listAnswer(4_000));
    await redis.del(keys.index);
    await answers.set(keys.answer('g', 'after'), await listAnswer(4_000));
    expect((await answers.usage()).answers).toBe(1);
    expect((await answers.usage()).bytes).toBeLessThan(8_000);
  });
});
