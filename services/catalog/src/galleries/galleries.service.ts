import {
  type Artwork,
  CATEGORIES,
  categoryPagePath,
  DASHBOARD_CATEGORIES,
  type Gallery,
  GALLERY_DESCRIPTIONS,
  SHOP_PAGES,
  shopCategories,
  type ShopGallery,
} from '@shop/contracts';
import { NotFound } from '@shop/platform';
import { toArtwork } from '../artworks/artwork.mapper.js';
import type { ArtworkRepository } from '../artworks/artworks.repository.js';
import type { PriceHistoryRepository } from '../pricing/price-history.repository.js';
import { priceStrikesFor } from '../pricing/price-strikes.js';
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

/** A gallery's card text: its own page's description, else the dashboard's. */
function galleryDescription(category: string, path: string | null): string {
  if (category in GALLERY_DESCRIPTIONS) return GALLERY_DESCRIPTIONS[category as keyof typeof GALLERY_DESCRIPTIONS];
  return Object.values(SHOP_PAGES).find((page) => page.path === path)?.description ?? '';
}

export function createGalleryService({
  artworks,
  referencePrice,
  priceHistory,
  houseCategory,
}: {
  artworks: ArtworkRepository;
  referencePrice: ReferencePriceRepository;
  priceHistory: PriceHistoryRepository;
  houseCategory: string;
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

    /** The shop's own galleries, then any other category that still holds approved work. */
    async shopList(): Promise<ShopGallery[]> {
      const shop = shopCategories(houseCategory);
      const counts = await artworks.countApprovedByCategory([...new Set([...shop, ...CATEGORIES])]);
      const others = CATEGORIES.filter((category) => !shop.includes(category) && (counts.get(category) ?? 0) > 0);
      return [...shop, ...others].map((category) => {
        const path = categoryPagePath(category, houseCategory) ?? null;
        return {
          id: categorySlug(category),
          name: category,
          category,
          description: galleryDescription(category, path),
          artworkCount: counts.get(category) ?? 0,
          path,
        };
      });
    },

    async byCategory(value: string): Promise<{ artworks: Artwork[] }> {
      const category = resolveCategory(value);
      if (!category) throw new NotFound('No gallery for this category.');
      const rows = await artworks.list({ status: 'approved', category });
      const strikes = await priceStrikesFor({ referencePrice, priceHistory }, rows);
      return { artworks: rows.map((row) => toArtwork(row, strikes)) };
    },
  };
}

export type GalleryService = ReturnType<typeof createGalleryService>;
