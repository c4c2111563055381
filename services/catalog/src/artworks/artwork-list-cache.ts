import { createHash } from 'node:crypto';

export interface CachedList {
  body: string;
  etag: string;
}

const MAX_ENTRIES = 64;

/**
 * The serialized artwork list per query, kept while the artworks' version is unchanged.
 * Serializing a thousand artworks costs tens of milliseconds of CPU; checking the version costs one
 * tiny query. A version read before the load can only make an entry look older than its data,
 * so the worst case is one extra reload, never a stale answer after a write.
 */
export function createArtworkListCache(readVersion: () => Promise<number>) {
  const entries = new Map<string, CachedList & { version: number }>();

  return {
    async get(key: string, load: () => Promise<unknown>): Promise<CachedList> {
      const version = await readVersion();
      const hit = entries.get(key);
      if (hit && hit.version === version) return hit;
      const body = JSON.stringify(await load());
      const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value ?? '');
      const entry = { body, etag, version };
      entries.set(key, entry);
      return entry;
    },
  };
}

export type ArtworkListCache = ReturnType<typeof createArtworkListCache>;
