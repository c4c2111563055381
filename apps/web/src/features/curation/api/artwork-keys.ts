/**
 * Query keys for artworks. They start with the API path (SPEC §7: the default load is a GET on the
 * path in the key), so invalidating `artworkKeys.all` also refreshes any other artworks list.
 */
export const artworkKeys = {
  all: ['/api/artworks'] as const,
  adminList: () => [...artworkKeys.all, { scope: 'admin' }] as const,
  /** Also the path it is read from: GET /api/artworks/:id/ocr-findings. */
  ocrFindings: (id: string) => [...artworkKeys.all, id, 'ocr-findings'] as const,
};
