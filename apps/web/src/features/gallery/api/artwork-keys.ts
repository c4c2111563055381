/**
 * Query keys for artworks. The first part is the API path, so the default query function
 * (SPEC §7: a GET on the path in the query key) would load the same data.
 */
export const artworkKeys = {
  all: ['/api/artworks'] as const,
  list: () => artworkKeys.all,
};
