import { z } from 'zod';
import { ARTWORK_SHORT_ID_LENGTH } from './artwork-pages.js';

/** The params of `ARTWORK_BY_SHORT_ID_ROUTE` (kept apart from artwork-pages.ts: no zod on the shop's pages). */
export const ArtworkByShortIdParamsSchema = z.object({
  shortId: z.string().regex(new RegExp(`^[0-9a-f]{${ARTWORK_SHORT_ID_LENGTH}}$`), 'must be 12 lowercase hex digits'),
});
