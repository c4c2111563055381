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
  /** payments: POST {amountCents, idempotencyKey} → {refundId, status, amountCents} (issue #14; see refunds.ts). */
  paymentsRefund: (paypalOrderId: string) => `/internal/payments/${encodeURIComponent(paypalOrderId)}/refunds`,
  /** orders: GET → ArtworkSales: whether any order ever bought this artwork (the catalog asks before deleting). */
  ordersArtworkSales: '/internal/artworks/:id/sales',
} as const;

/** INTERNAL_ROUTES.ordersArtworkSales for one artwork. */
export const ordersArtworkSalesPath = (artworkId: string) =>
  INTERNAL_ROUTES.ordersArtworkSales.replace(':id', encodeURIComponent(artworkId));

export const ArtworkSalesParamsSchema = z.object({ id: z.string().max(100) });
export const ArtworkSalesSchema = z.object({ sold: z.boolean() });
export type ArtworkSales = z.infer<typeof ArtworkSalesSchema>;

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
  /** Issue #25: the public preview's name (GET /api/files/:filename), for the e-mails' thumbnails. */
  filename: z.string().optional(),
});
export type InternalArtwork = z.infer<typeof InternalArtworkSchema>;
export const ArtworkLookupResponseSchema = z.object({ artworks: z.array(InternalArtworkSchema) });
