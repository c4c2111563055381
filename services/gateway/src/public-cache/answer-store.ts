import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import type { Redis } from 'ioredis';
import type { TextEncoding } from '../web/seo/compressed-text.js';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** One public answer as the upstream gave it, and its bodies in each encoding asked so far. */
export interface CachedAnswer {
  status: number;
  contentType: string;
  /** Strong validator of the identity body; each encoding's ETag derives from it. */
  hash: string;
  bodies: Partial<Record<TextEncoding, Buffer>>;
  storedAt: number;
}

/** Below this size compression saves nothing worth its header (as the gateway's compress plugin). */
const COMPRESS_FROM_BYTES = 1024;

export function etagOf(answer: CachedAnswer, encoding: TextEncoding): string {
  return encoding === 'identity' ? `"${answer.hash}"` : `"${answer.hash}-${encoding}"`;
}

/** The encoding an answer is sent in: identity when small, whatever the client takes. */
export function encodingFor(answer: CachedAnswer, accepted: TextEncoding): TextEncoding {
  return (answer.bodies.identity?.length ?? Infinity) < COMPRESS_FROM_BYTES ? 'identity' : accepted;
}

export function answerOf(status: number, contentType: string, body: Buffer, now = Date.now()): CachedAnswer {
  const hash = createHash('sha1').update(body).digest('base64url');
  return { status, contentType, hash, bodies: { identity: body }, storedAt: now };
}

/**
 * Compressed once per answer and encoding, at a higher level than a per-request compression
 * could afford: the cost is paid once per change, not per request.
 */
export async function encodedBody(answer: CachedAnswer, encoding: TextEncoding): Promise<Buffer> {
  const existing = answer.bodies[encoding];
  if (existing) return existing;
  const identity = answer.bodies.identity ?? Buffer.alloc(0);
  const body =
    encoding === 'br'
      ? await brotliAsync(identity, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 6 } })
      : await gzipAsync(identity, { level: 6 });
  answer.bodies[encoding] = body;
  return body;
}

/**
 * The hottest answers in this process: bounded in bytes, least recently used out first, each
 * kept at most `maxAgeMs` (a last guard for a change whose announcement was lost with Redis).
 */
export function createLocalAnswers(options: { maxBytes: number; maxAgeMs: number; now?: () => number }) {
  const now = options.now ?? Date.now;
  const entries = new Map<string, CachedAnswer>();
  let bytes = 0;
  const sizeOf = (answer: CachedAnswer) =>
    Object.values(answer.bodies).reduce((sum, body) => sum + (body?.length ?? 0), 0);

  function remove(key: string): void {
    const answer = entries.get(key);
    if (!answer) return;
    bytes -= sizeOf(answer);
    entries.delete(key);
  }

  return {
    get(key: string): CachedAnswer | undefined {
      const answer = entries.get(key);
      if (!answer) return undefined;
      if (now() - answer.storedAt > options.maxAgeMs) {
        remove(key);
        return undefined;
      }
      // Most recently used last: Map keeps insertion order.
      entries.delete(key);
      entries.set(key, answer);
      return answer;
    },
    set(key: string, answer: CachedAnswer): void {
      remove(key);
      const size = sizeOf(answer);
      if (size > options.maxBytes) return;
      entries.set(key, answer);
      bytes += size;
      for (const oldest of entries.keys()) {
        if (bytes <= options.maxBytes) break;
        remove(oldest);
      }
    },
    /** After an encoding was added to a kept answer. */
    resize(key: string): void {
      const answer = entries.get(key);
      if (answer) this.set(key, answer);
    },
    clear(): void {
      entries.clear();
      bytes = 0;
    },
    get size(): number {
      return entries.size;
    },
  };
}

export type LocalAnswers = ReturnType<typeof createLocalAnswers>;

/**
 * The answers every gateway replica shares: one Redis hash per answer and generation, with its
 * status line and each encoding as fields. A generation's answers expire on their own once no
 * longer asked for; Redis trouble only means a miss.
 */
export function createSharedAnswers(options: { redis: Redis; ttlSeconds: number; maxBytes: number }) {
  const { redis } = options;
  return {
    async get(key: string, encoding: TextEncoding): Promise<CachedAnswer | undefined> {
      const [head, identity, encoded] = await redis.hmgetBuffer(key, 'head', 'identity', encoding);
      if (!head || !identity) return undefined;
      const { status, contentType, hash, storedAt } = JSON.parse(head.toString()) as Omit<CachedAnswer, 'bodies'>;
      const bodies: CachedAnswer['bodies'] = { identity };
      if (encoded) bodies[encoding] = encoded;
      return { status, contentType, hash, storedAt, bodies };
    },
    async set(key: string, answer: CachedAnswer): Promise<void> {
      const { bodies, ...head } = answer;
      const fields: (string | Buffer)[] = ['head', JSON.stringify(head)];
      for (const [encoding, body] of Object.entries(bodies)) {
        if (body && body.length <= options.maxBytes) fields.push(encoding, body);
      }
      if (fields.length < 4) return;
      await redis
        .multi()
        .hset(key, ...fields)
        .expire(key, options.ttlSeconds)
        .exec();
    },
  };
}

export type SharedAnswers = ReturnType<typeof createSharedAnswers>;
