/** Path-first keys (SPEC §7): invalidating `galleryKeys.all` refreshes the counts and every category. */
export const galleryKeys = {
  all: ['/api/galleries'] as const,
  list: () => [...galleryKeys.all] as const,
  category: (category: string) => [...galleryKeys.all, 'category', category] as const,
};
