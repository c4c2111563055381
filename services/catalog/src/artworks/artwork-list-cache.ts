import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';

const gzipAsync = promisify(gzip);

/** One serialized list, in both encodings a client may ask for. */
export interface CachedList {
  json: Buffer;
  gzip: Buffer;
  /** Strong ETag of the JSON; the gzip body has its own (`etagGzip`), as RFC 9110 asks. */
  etag: string;
  etagGzip: string;
}

const MAX_ENTRIES = 64;

/** What a load answers: the body, and when it may change with no write (epoch ms; null: never). */
export interface LoadedList {
  body: unknown;
  validUntil: number | null;
}

/**
 * The serialized artwork list per query, kept while the artworks' version is unchanged.
 * Serializing (and compressing) a thousand artworks costs tens of milliseconds of CPU; checking
 * the version costs one tiny query. A version read before the load can only make an entry look
 * older than its data, so the worst case is one extra reload, never a stale answer after a write.
 * Concurrent misses for one key and version share one load.
 *
 * A struck price also changes when an earlier price leaves its 30-day window, with no
 * write to bump the version; the load says when (`validUntil`), and an entry is not served after it.
 */
export function createArtworkListCache(readVersion: () => Promise<number>, now: () => number = Date.now) {
  const entries = new Map<string, { version: number; list: Promise<CachedList & { validUntil: number | null }> }>();

  async function build(load: () => Promise<LoadedList>): Promise<CachedList & { validUntil: number | null }> {
    const { body, validUntil } = await load();
    const json = Buffer.from(JSON.stringify(body));
    const hash = createHash('sha1').update(json).digest('base64url');
    return { json, gzip: await gzipAsync(json), etag: `"${hash}"`, etagGzip: `"${hash}-gzip"`, validUntil };
  }

  return {
    async get(key: string, load: () => Promise<LoadedList>): Promise<CachedList> {
      const version = await readVersion();
      const hit = entries.get(key);
      if (hit && hit.version === version) {
        // Shares a load still in flight; a failed one throws here as it does to its first caller.
        const cached = await hit.list;
        if (cached.validUntil === null || now() < cached.validUntil) return cached;
      }
      const list = build(load);
      if (entries.size >= MAX_ENTRIES && !entries.has(key)) entries.delete(entries.keys().next().value ?? '');
      entries.set(key, { version, list });
      // A failed load is not kept: the next request tries again.
      list.catch(() => {
        if (entries.get(key)?.list === list) entries.delete(key);
      });
      return list;
    },
  };
}

export type ArtworkListCache = ReturnType<typeof createArtworkListCache>;
