import { type Gallery, listGalleries } from '@shop/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { galleryKeys } from './gallery-keys';
import { callEndpoint } from '../../../lib/endpoint-client';

export async function getGalleries(): Promise<Gallery[]> {
  return callEndpoint(listGalleries);
}

export function galleriesQueryOptions() {
  return queryOptions({ queryKey: galleryKeys.list(), queryFn: getGalleries });
}

export function useGalleries() {
  return useQuery(galleriesQueryOptions());
}
