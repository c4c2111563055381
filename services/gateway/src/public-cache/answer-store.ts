import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
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
