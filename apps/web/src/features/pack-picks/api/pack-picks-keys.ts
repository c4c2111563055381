export const packPickKeys = {
  all: ['/api/orders', 'picks'] as const,
  order: (orderId: string) => [...packPickKeys.all, orderId] as const,
  works: (category: string, page: number) => ['/api/artworks', 'pack-picks', category, page] as const,
};
