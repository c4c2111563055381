import { z } from 'zod';
import { ArtworkSchema } from './artwork.js';

export const GallerySchema = z.object({
  id: z.string(),
  name: z.string(),
  category: z.string(),
  description: z.string(),
  artworkCount: z.number().int(),
});
export type Gallery = z.infer<typeof GallerySchema>;
export const GalleryListSchema = z.array(GallerySchema);

/**
 * One of the shop's own galleries for the dashboard's Galleries tab: the house category
 * and each category with a page in SHOP_PAGES (`path`: that page), then any other category that still
 * holds approved work (`path` null: no shopper reaches it).
 */
export const ShopGallerySchema = GallerySchema.extend({ path: z.string().nullable() });
export type ShopGallery = z.infer<typeof ShopGallerySchema>;
export const ShopGalleryListSchema = z.array(ShopGallerySchema);

export const GalleryByCategoryParamsSchema = z.object({ category: z.string().max(100) });
export const GalleryByCategorySchema = z.object({ artworks: z.array(ArtworkSchema) });
export type GalleryByCategory = z.infer<typeof GalleryByCategorySchema>;

export const LAYOUT_TEMPLATES = ['modern-gallery', 'minimalist-grid', 'editorial-layout', 'portfolio-style'] as const;
export const LayoutTemplateSchema = z.enum(LAYOUT_TEMPLATES);
export type LayoutTemplate = z.infer<typeof LayoutTemplateSchema>;
export const HomepageLayoutSchema = z.object({
  template: LayoutTemplateSchema,
  featuredIds: z.array(z.string()).max(3),
});
export type HomepageLayout = z.infer<typeof HomepageLayoutSchema>;
