import { type Artwork, CATEGORIES, DASHBOARD_CATEGORIES, type Gallery, GALLERY_DESCRIPTIONS } from '@shop/contracts';
import { NotFound } from '@shop/platform';
import { toArtwork } from '../artworks/artwork.mapper.js';
import type { ArtworkRepository } from '../artworks/artworks.repository.js';
import type { ReferencePriceRepository } from '../pricing/reference-price.repository.js';

export function categorySlug(category: string): string {
  return category
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** A category by its name ("Sci-Fi") or its slug ("sci-fi"), case-insensitively. */
export function resolveCategory(value: string): string | undefined {
  const wanted = value.trim().toLowerCase();
  return CATEGORIES.find((category) => category.toLowerCase() === wanted || categorySlug(category) === wanted);
}

export function createGalleryService({
  artworks,
  referencePrice,
}: {
  artworks: ArtworkRepository;
  referencePrice: ReferencePriceRepository;
}) {
  return {
    /** SPEC §2 Galleries tab: the four dashboard categories with counts of approved work. */
    async list(): Promise<Gallery[]> {
      const counts = await artworks.countApprovedByCategory(DASHBOARD_CATEGORIES);
      return DASHBOARD_CATEGORIES.map((category) => ({
        id: categorySlug(category),
        name: category,
        category,
        description: GALLERY_DESCRIPTIONS[category],
        artworkCount: counts.get(category) ?? 0,
      }));
    },

    async byCategory(value: string): Promise<{ artworks: Artwork[] }> {
      const category = resolveCategory(value);
      if (!category) throw new NotFound('No gallery for this category.');
      const rows = await artworks.list({ status: 'approved', category });
      const referenceCents = await referencePrice.activeCents();
      return { artworks: rows.map((row) => toArtwork(row, referenceCents)) };
    },
  };
}

export type GalleryService = ReturnType<typeof createGalleryService>;
