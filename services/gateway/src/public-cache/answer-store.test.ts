import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { answerOf, encodedBody, encodingFor, etagOf } from './answer-store.js';

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
});
