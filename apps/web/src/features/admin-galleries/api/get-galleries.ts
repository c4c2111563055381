import { listShopGalleries, type ShopGallery } from '@shop/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { galleryKeys } from './gallery-keys';
import { callEndpoint } from '../../../lib/endpoint-client';

/** Issue #25: the Galleries tab lists the shop's own galleries (GET /api/galleries/shop). */
export async function getGalleries(): Promise<ShopGallery[]> {
  return callEndpoint(listShopGalleries);
}

export function galleriesQueryOptions() {
  return queryOptions({ queryKey: galleryKeys.shop(), queryFn: getGalleries });
}

export function useGalleries() {
  return useQuery(galleriesQueryOptions());
}
