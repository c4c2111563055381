import { listGalleries } from '@shop/contracts';
/** Path-first keys (SPEC §7): invalidating `galleryKeys.all` refreshes the counts and every category. */
export const galleryKeys = {
  all: [listGalleries.path] as const,
  list: () => [...galleryKeys.all] as const,
  /** The shop's own galleries. */
  shop: () => [...galleryKeys.all, 'shop'] as const,
  category: (category: string) => [...galleryKeys.all, 'category', category] as const,
};
