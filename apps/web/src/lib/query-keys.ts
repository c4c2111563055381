/**
 * Query keys of the resources more than one feature reads: the storefront and the curator both
 * list artworks, the home page and the layout preview both read the saved layout. Features never
 * import each other, so the keys live here. Each key starts with the API path and its other
 * string parts extend it (SPEC §7: the default query function GETs the path in the key), so a
 * cache entry can be filled by whichever feature asks first.
 */

/** The gateway answers approved work to the public and everything to an admin: two lists. */
export interface ArtworkListFilters {
  scope: 'public' | 'admin';
}

export const artworkKeys = {
  all: ['/api/artworks'] as const,
  list: (filters: ArtworkListFilters) => [...artworkKeys.all, filters] as const,
  /**
   * GET /api/artworks/:id/ocr-findings. Outside `all` on purpose: every card update invalidates
   * `all`, while the findings change only with the artwork's `ocrErrors` (a result, an accepted
   * word) and its file (issue #23: a replaced file is read again and may end with the same
   * errors at other places), so the key carries those and a changed artwork asks again, an
   * unchanged one never.
   */
  ocrFindings: (id: string, filename: string, ocrErrors: readonly string[]) =>
    [`/api/artworks/${encodeURIComponent(id)}/ocr-findings`, { filename, ocrErrors }] as const,
};

export const layoutKeys = {
  all: ['/api/layout'] as const,
};

/**
 * GET /api/auth/me: the session check. The query client refreshes it whenever any call answers
 * 401, so an expired session brings back the sign-in form from whichever tab noticed it.
 */
export const sessionKeys = {
  me: ['/api/auth/me'] as const,
};
