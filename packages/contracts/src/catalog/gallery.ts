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
