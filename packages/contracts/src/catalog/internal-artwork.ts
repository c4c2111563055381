import { z } from 'zod';
import { InternalLicenceTierSchema } from './licence-tiers.js';

/** `lookupArtworks`: the catalog's internal artwork lookup (orders, payments and notifications ask). */
export const ArtworkLookupBodySchema = z.object({
  ids: z.array(z.string().max(100)).min(1).max(200),
  /** Payments prices with the licence tiers: asked for in the same round trip. */
  withLicences: z.boolean().optional(),
});
export type ArtworkLookupBody = z.infer<typeof ArtworkLookupBodySchema>;

/** What other services may know of an artwork to price and deliver it. */
export const InternalArtworkSchema = z.object({
  id: z.string(),
  title: z.string(),
  category: z.string(),
  status: z.string(),
  isForSale: z.boolean(),
  priceCents: z.number().int().nullable(),
  storageKey: z.string(),
  originalName: z.string(),
  mimeType: z.string(),
  fileSize: z.number().int(),
  /** The public preview's name (GET /api/files/:filename), for the e-mails' thumbnails. */
  filename: z.string().optional(),
});
export type InternalArtwork = z.infer<typeof InternalArtworkSchema>;
export const ArtworkLookupResponseSchema = z.object({
  artworks: z.array(InternalArtworkSchema),
  /** Only when asked (`withLicences`): the licence tiers in order, with their texts; empty: the shop licence. */
  licences: z.array(InternalLicenceTierSchema).optional(),
});
