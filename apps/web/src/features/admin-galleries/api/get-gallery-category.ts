import { GalleryByCategorySchema, type GalleryByCategory } from '@shop/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';
import { galleryKeys } from './gallery-keys';

export async function getGalleryCategory(category: string): Promise<GalleryByCategory> {
  return GalleryByCategorySchema.parse(
    await apiJson<unknown>('GET', `/api/galleries/category/${encodeURIComponent(category)}`),
  );
}

export function galleryCategoryQueryOptions(category: string) {
  return queryOptions({ queryKey: galleryKeys.category(category), queryFn: () => getGalleryCategory(category) });
}

export function useGalleryCategory(category: string | null) {
  return useQuery({ ...galleryCategoryQueryOptions(category ?? ''), enabled: category !== null });
}
