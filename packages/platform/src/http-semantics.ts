/**
 * RFC 9110 §9.2.1: the methods that only read. A write is everything else, which is what the
 * catalog announces to the gateways' public caches and what the gateway rate-limits and checks
 * for a cross-site origin; a read that met a gone replica is the only kind sent again.
 */
export const SAFE_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Whether an `If-None-Match` value names the given ETag (RFC 9110 §13.1.2: a list, weak or strong,
 * or `*`), so the catalog and the gateway's public cache answer a revalidation alike with a 304.
 */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === etag;
  });
}
