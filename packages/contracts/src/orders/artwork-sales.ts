import { z } from 'zod';

/** `getArtworkSales`: whether any order ever bought this artwork (the catalog asks before deleting). */
export const ArtworkSalesParamsSchema = z.object({ id: z.string().max(100) });
export const ArtworkSalesSchema = z.object({ sold: z.boolean() });
export type ArtworkSales = z.infer<typeof ArtworkSalesSchema>;
