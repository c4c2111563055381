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

/**
 * The serialized artwork list per query, kept while the artworks' version is unchanged.
 * Serializing (and compressing) a thousand artworks costs tens of milliseconds of CPU; checking
 * the version costs one tiny query. A version read before the load can only make an entry look
 * older than its data, so the worst case is one extra reload, never a stale answer after a write.
 * Concurrent misses for one key and version share one load.
 */
export function createArtworkListCache(readVersion: () => Promise<number>) {
  const entries = new Map<string, { version: number; list: Promise<CachedList> }>();

  async function build(load: () => Promise<unknown>): Promise<CachedList> {
    const json = Buffer.from(JSON.stringify(await load()));
    const hash = createHash('sha1').update(json).digest('base64url');
    return { json, gzip: await gzipAsync(json), etag: `"${hash}"`, etagGzip: `"${hash}-gzip"` };
  }

  return {
    async get(key: string, load: () => Promise<unknown>): Promise<CachedList> {
      const version = await readVersion();
      const hit = entries.get(key);
      if (hit && hit.version === version) return hit.list;
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
