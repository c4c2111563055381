import { GalleryListSchema, type Gallery } from '@shop/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';
import { galleryKeys } from './gallery-keys';

export async function getGalleries(): Promise<Gallery[]> {
  return GalleryListSchema.parse(await apiJson<unknown>('GET', '/api/galleries'));
}

export function galleriesQueryOptions() {
  return queryOptions({ queryKey: galleryKeys.list(), queryFn: getGalleries });
}

export function useGalleries() {
  return useQuery(galleriesQueryOptions());
}
