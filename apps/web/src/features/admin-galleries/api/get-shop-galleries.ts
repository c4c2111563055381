import { listShopGalleries, type ShopGallery } from '@shop/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { galleryKeys } from './gallery-keys';
import { callEndpoint } from '../../../lib/endpoint-client';

/** The shop's own galleries with their pages (GET /api/galleries/shop), beside SPEC's four cards. */
export async function getShopGalleries(): Promise<ShopGallery[]> {
  return callEndpoint(listShopGalleries);
}

export function shopGalleriesQueryOptions() {
  return queryOptions({ queryKey: galleryKeys.shop(), queryFn: getShopGalleries });
}

export function useShopGalleries() {
  return useQuery(shopGalleriesQueryOptions());
}
