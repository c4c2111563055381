import { getOrderPicks, listArtworks } from '@shop/contracts';
export const packPickKeys = {
  all: [getOrderPicks.path, 'picks'] as const,
  order: (orderId: string) => [...packPickKeys.all, orderId] as const,
  works: (category: string, page: number, maxPrice: string | null) =>
    [listArtworks.path, 'pack-picks', category, page, maxPrice] as const,
};
