import { z } from 'zod';
import { moneyStringSchema } from '../shared/money-schema.js';
import { PACK_COLLECTIONS } from './pack-credits.js';

export * from './pack-credits.js';

/** The most works one request may pick: more than any pack holds (10 × the line quantity cap is far above). */
export const MAX_PICKS_PER_REQUEST = 100;

/** POST /api/orders/:id/picks: the works the buyer chose for the order's packs. */
export const PickBodySchema = z.object({
  artworkIds: z.array(z.string().min(1).max(100)).min(1).max(MAX_PICKS_PER_REQUEST),
});
export type PickBody = z.infer<typeof PickBodySchema>;

export const PickedWorkSchema = z.object({
  artworkId: z.string(),
  title: z.string(),
});
export type PickedWork = z.infer<typeof PickedWorkSchema>;

/** One pack line of an order and what is left to pick from it. */
export const PackLinePicksSchema = z.object({
  lineId: z.string(),
  packageId: z.string(),
  title: z.string(),
  quantity: z.number().int(),
  collection: z.enum(PACK_COLLECTIONS),
  /** The collection as the buyer reads it ("Abstract Art"). */
  collectionLabel: z.string(),
  /**
   * The public categories the pack takes works from: the collection's, narrowed by the artist's
   * rule. The picker lists them.
   */
  categories: z.array(z.string()),
  /** The highest price a work may have for this pack ("19.99"); null: no ceiling. */
  maxPrice: moneyStringSchema().nullable(),
  total: z.number().int(),
  used: z.number().int(),
  remaining: z.number().int(),
  picked: z.array(PickedWorkSchema),
});
export type PackLinePicks = z.infer<typeof PackLinePicksSchema>;

/** GET /api/orders/:id/picks. `remaining` sums every pack line. */
export const OrderPicksSchema = z.object({
  orderId: z.string(),
  remaining: z.number().int(),
  packs: z.array(PackLinePicksSchema),
});
export type OrderPicks = z.infer<typeof OrderPicksSchema>;

/** What a pick request did: works newly granted, works the order already had (no credit spent). */
export const PickResultSchema = OrderPicksSchema.extend({
  granted: z.array(PickedWorkSchema),
  alreadyOwned: z.array(PickedWorkSchema),
  /** A sentence for the buyer, e.g. "2 artworks added to your downloads. "Dune" was already yours: no pick used." */
  message: z.string(),
  download_links: z.array(z.string()),
});
export type PickResult = z.infer<typeof PickResultSchema>;
