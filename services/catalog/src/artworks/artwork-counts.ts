import type { ArtworkRepository } from './artworks.repository.js';

type Search = Parameters<ArtworkRepository['countMatching']>[0];

const MAX_COUNTS = 256;

/**
 * The count of a search per artworks' version. Every page of a gallery shows the
 * exact total, and counting 10,000 rows cost more than the page itself; the version (bumped by
 * every write) is one tiny query, so a count is never stale after a write.
 */
export function createArtworkCounts(artworks: Pick<ArtworkRepository, 'countMatching' | 'listVersion'>) {
  const counts = new Map<string, { version: number; total: Promise<number> }>();
  return async function countMatching(search: Search): Promise<number> {
    const key = JSON.stringify(search);
    const version = await artworks.listVersion();
    const hit = counts.get(key);
    if (hit && hit.version === version) return hit.total;
    const total = artworks.countMatching(search);
    if (counts.size >= MAX_COUNTS && !counts.has(key)) counts.delete(counts.keys().next().value ?? '');
    counts.set(key, { version, total });
    total.catch(() => {
      if (counts.get(key)?.total === total) counts.delete(key);
    });
    return total;
  };
}
