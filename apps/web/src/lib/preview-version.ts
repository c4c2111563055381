import { previewUrlVersion, type PreviewVersion } from '@shop/contracts';
import { API_PATHS, ENDPOINT_HEADS } from '@shop/contracts/paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { env } from '../config/env';
import { callHead } from './endpoint-client';
import { isRecord } from './guards';

/** Checked without zod: every shop page builds preview URLs, and zod stays out of their code (bench/web). */
function parsePreviewVersion(value: unknown): PreviewVersion {
  if (!isRecord(value) || typeof value.version !== 'string') throw new TypeError('Expected a preview version');
  return { version: value.version };
}

/**
 * GET /api/settings/preview-version: the shop-wide part of every preview URL's version. The
 * gateway writes it into the page, which then needs no request for it.
 */
export const previewVersionQueryOptions = () =>
  queryOptions({
    queryKey: [API_PATHS.previewVersion],
    queryFn: async (): Promise<PreviewVersion> => callHead(ENDPOINT_HEADS.getPreviewVersion, parsePreviewVersion),
    initialData: env.previewVersion === undefined ? undefined : { version: env.previewVersion },
  });

/**
 * The `v` of an artwork's preview URLs, or undefined (then the plain URL, which always works)
 * while the shop-wide version loads, when it cannot be had, or without `updatedAt`.
 */
export function usePreviewUrlVersion(updatedAt: string | undefined): string | undefined {
  const { data } = useQuery({ ...previewVersionQueryOptions(), enabled: updatedAt !== undefined });
  return updatedAt === undefined || data === undefined ? undefined : previewUrlVersion(updatedAt, data.version);
}
