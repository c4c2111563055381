import { describe, expect, it } from 'vitest';
import { answerOf, encodedBody } from './answer-store.js';
import { createLocalAnswers, LOCAL_ANSWER_OVERHEAD_BYTES, localSizeOf } from './local-answers.js';

const json = (size: number) => Buffer.from(JSON.stringify({ text: 'a'.repeat(size) }));

describe('answers kept in the gateway', () => {
  // lru-cache takes a start time of 0 for "no time limit": the clock starts later.
  const START = 1_000_000;
  let now = START;
  const at = (size: number) => answerOf(200, 'application/json', json(size), now);
  const limits = { maxBytes: 40_000, maxAnswers: 1_000, maxAnswerBytes: 8_000, maxAgeMs: 1_000, now: () => now };

  it('counts each answer’s bodies, key and overhead, and keeps no answer larger than its limit', async () => {
    now = START;
    const local = createLocalAnswers(limits);
    const answer = at(1_000);
    local.set('k', answer);
    expect(local.usage()).toMatchObject({ answers: 1, bytes: localSizeOf('k', answer) });
    expect(localSizeOf('k', answer)).toBeGreaterThan(1_000 + LOCAL_ANSWER_OVERHEAD_BYTES);
    // A new encoding is counted once the answer is resized.
    const identityOnly = local.usage().bytes;
    await encodedBody(answer, 'gzip');
    local.resize('k');
    expect(local.usage().bytes).toBe(identityOnly + (answer.bodies.gzip?.length ?? 0));

    local.set('huge', at(9_000));
    expect(local.get('huge')).toBeUndefined();
    // A query as long as any schema allows is counted by its length too.
    const longKey = `/api/artworks?${'x'.repeat(2_000)}`;
    local.set(longKey, at(100));
    expect(local.usage().bytes).toBeGreaterThan(identityOnly + longKey.length);
  });

  it('keeps the popular answers while a flood of answers asked once passes through', () => {
    now = START;
    const local = createLocalAnswers(limits);
    // Asked twice: popular.
    local.set('home', at(1_000));
    expect(local.get('home')).toBeDefined();
    local.set('shared-by-another-replica', at(1_000), { popular: true });
    for (let i = 0; i < 1_000; i += 1) local.set(`flood-${i}`, at(1_000));
    expect(local.get('home')).toBeDefined();
    expect(local.get('shared-by-another-replica')).toBeDefined();
    expect(local.get('flood-0')).toBeUndefined();
    expect(local.get('flood-999')).toBeDefined();
    const usage = local.usage();
    expect(usage.bytes).toBeLessThanOrEqual(limits.maxBytes);
    // The flood fills only the part for answers asked once: a quarter of the bytes.
    expect(usage.new.bytes).toBeLessThanOrEqual(limits.maxBytes / 4);
    expect(usage.popular.answers).toBe(3);
  });

  it('bounds the number of answers as well as their bytes', () => {
    now = START;
    const local = createLocalAnswers({ ...limits, maxAnswers: 8 });
    for (let i = 0; i < 100; i += 1) {
      local.set(`k-${i}`, at(10));
      local.get(`k-${i}`);
    }
    expect(local.usage().answers).toBeLessThanOrEqual(8);
  });

  it('drops the least recently used popular answer into the other part before forgetting it', () => {
    now = START;
    // About 1,550 bytes each: the popular part (three quarters) holds three.
    const local = createLocalAnswers({ ...limits, maxBytes: 7_400 });
    for (const key of ['a', 'b', 'c', 'd']) {
      local.set(key, at(1_000));
      local.get(key);
    }
    // a went back to the part of answers asked once.
    expect(local.usage().popular.answers).toBe(3);
    expect(local.get('a')).toBeDefined();
  });

  it('keeps an answer no longer than its time since it was first stored', () => {
    now = START;
    const local = createLocalAnswers(limits);
    local.set('a', at(100));
    const fromRedis = at(100);
    now = START + 600;
    local.set('b', fromRedis, { popular: true });
    now = START + 1_001;
    expect(local.get('a')).toBeUndefined();
    expect(local.get('b')).toBeUndefined();
    local.set('stale', fromRedis);
    expect(local.usage().answers).toBe(0);
  });

  it('forgets everything on clear', () => {
    now = START;
    const local = createLocalAnswers(limits);
    local.set('a', at(100));
    local.set('b', at(100), { popular: true });
    local.clear();
    expect(local.usage()).toMatchObject({ answers: 0, bytes: 0 });
  });
});
