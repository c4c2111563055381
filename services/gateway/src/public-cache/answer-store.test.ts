import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { answerOf, createLocalAnswers, encodedBody, encodingFor, etagOf } from './answer-store.js';

const json = (size: number) => Buffer.from(JSON.stringify({ text: 'a'.repeat(size) }));

describe('kept answers', () => {
  it('encodes an answer once per encoding, each with its own ETag; small answers stay as they are', async () => {
    const answer = answerOf(200, 'application/json; charset=utf-8', json(5_000));
    const br = await encodedBody(answer, 'br');
    expect(brotliDecompressSync(br).equals(answer.bodies.identity ?? Buffer.alloc(0))).toBe(true);
    expect(await encodedBody(answer, 'br')).toBe(br);
    expect(gunzipSync(await encodedBody(answer, 'gzip')).length).toBe(answer.bodies.identity?.length);
    expect(new Set(['identity', 'br', 'gzip'].map((encoding) => etagOf(answer, encoding as 'br')))).toHaveProperty(
      'size',
      3,
    );
    expect(encodingFor(answer, 'br')).toBe('br');
    expect(encodingFor(answerOf(200, 'application/json', json(10)), 'br')).toBe('identity');
  });

  it('keeps the most recently used answers within its bytes, each for a limited time', () => {
    let now = 0;
    const local = createLocalAnswers({ maxBytes: 2_500, maxAgeMs: 1_000, now: () => now });
    const at = (size: number) => answerOf(200, 'application/json', json(size), now);
    local.set('a', at(1_000));
    local.set('b', at(1_000));
    expect(local.get('a')).toBeDefined();
    local.set('c', at(1_000));
    // b was used least recently.
    expect(local.get('b')).toBeUndefined();
    expect(local.get('a')).toBeDefined();
    expect(local.get('c')).toBeDefined();
    local.set('huge', at(10_000));
    expect(local.get('huge')).toBeUndefined();
    now = 1_001;
    expect(local.get('a')).toBeUndefined();
  });
});
