import { type GalleryByCategory, getGalleryCategory as getGalleryCategoryEndpoint } from '@shop/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { galleryKeys } from './gallery-keys';
import { callEndpoint } from '../../../lib/endpoint-client';

export async function getGalleryCategory(category: string): Promise<GalleryByCategory> {
  return callEndpoint(getGalleryCategoryEndpoint, { params: { category } });
}

export function galleryCategoryQueryOptions(category: string) {
  return queryOptions({ queryKey: galleryKeys.category(category), queryFn: () => getGalleryCategory(category) });
}

export function useGalleryCategory(category: string | null) {
  return useQuery({ ...galleryCategoryQueryOptions(category ?? ''), enabled: category !== null });
}
