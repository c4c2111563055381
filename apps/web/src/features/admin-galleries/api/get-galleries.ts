import { GalleryListSchema, type Gallery, listGalleries } from '@shop/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';
import { galleryKeys } from './gallery-keys';
import { endpointUrl } from '../../../lib/endpoint-client';

export async function getGalleries(): Promise<Gallery[]> {
  return GalleryListSchema.parse(await apiJson<unknown>('GET', endpointUrl(listGalleries)));
}

export function galleriesQueryOptions() {
  return queryOptions({ queryKey: galleryKeys.list(), queryFn: getGalleries });
}

export function useGalleries() {
  return useQuery(galleriesQueryOptions());
}
