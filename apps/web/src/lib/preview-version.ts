import { previewUrlVersion, type PreviewVersion, PreviewVersionSchema } from '@shop/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from './api-client';

/** GET /api/settings/preview-version: the shop-wide part of every preview URL's version. */
export const previewVersionQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/settings/preview-version'],
    queryFn: async (): Promise<PreviewVersion> =>
      PreviewVersionSchema.parse(await apiJson<unknown>('GET', '/api/settings/preview-version')),
  });

/**
 * The `v` of an artwork's preview URLs, or undefined (then the plain URL, which always works)
 * while the shop-wide version loads, when it cannot be had, or without `updatedAt`.
 */
export function usePreviewUrlVersion(updatedAt: string | undefined): string | undefined {
  const { data } = useQuery({ ...previewVersionQueryOptions(), enabled: updatedAt !== undefined });
  return updatedAt === undefined || data === undefined ? undefined : previewUrlVersion(updatedAt, data.version);
}
