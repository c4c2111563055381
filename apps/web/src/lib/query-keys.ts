import { API_PATHS } from '@shop/contracts/paths';

/**
 * Query keys of the resources more than one feature reads: the storefront and the curator both
 * list artworks, the home page and the layout preview both read the saved layout. Features never
 * import each other, so the keys live here. Each key starts with the API path, so a cache entry
 * can be filled by whichever feature asks first.
 */

/** The gateway answers approved work to the public and everything to an admin: two lists. */
export interface ArtworkListFilters {
  scope: 'public' | 'admin';
}

export const artworkKeys = {
  all: [API_PATHS.artworks] as const,
  list: (filters: ArtworkListFilters) => [...artworkKeys.all, filters] as const,
};

export const layoutKeys = {
  all: [API_PATHS.layout] as const,
};

/**
 * GET /api/auth/me: the session check. The query client refreshes it whenever any call answers
 * 401, so an expired session brings back the sign-in form from whichever tab noticed it.
 */
export const sessionKeys = {
  me: [API_PATHS.authMe] as const,
};
