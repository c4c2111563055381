import {
  GalleryByCategorySchema,
  type GalleryByCategory,
  getGalleryCategory as getGalleryCategoryEndpoint,
} from '@shop/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';
import { galleryKeys } from './gallery-keys';
import { endpointUrl } from '../../../lib/endpoint-client';

export async function getGalleryCategory(category: string): Promise<GalleryByCategory> {
  return GalleryByCategorySchema.parse(
    await apiJson<unknown>('GET', endpointUrl(getGalleryCategoryEndpoint, { category })),
  );
}

export function galleryCategoryQueryOptions(category: string) {
  return queryOptions({ queryKey: galleryKeys.category(category), queryFn: () => getGalleryCategory(category) });
}

export function useGalleryCategory(category: string | null) {
  return useQuery({ ...galleryCategoryQueryOptions(category ?? ''), enabled: category !== null });
}
