import { z } from 'zod';

/**
 * Service-to-service routes (never proxied by the gateway: its route table has no /internal prefix).
 * Callers send the internal token like the gateway does.
 */
export const INTERNAL_ROUTES = {
  /** catalog: POST {ids} → {artworks: InternalArtwork[]} (unknown ids are simply absent). */
  catalogArtworkLookup: '/internal/artworks/lookup',
  /** payments: GET → VerifiedPayment for a PayPal order id (404 when unknown). */
  paymentsVerify: (paypalOrderId: string) => `/internal/payments/${encodeURIComponent(paypalOrderId)}`,
} as const;

export const ArtworkLookupBodySchema = z.object({ ids: z.array(z.string().max(100)).min(1).max(200) });
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
});
export type InternalArtwork = z.infer<typeof InternalArtworkSchema>;
export const ArtworkLookupResponseSchema = z.object({ artworks: z.array(InternalArtworkSchema) });
