import { useQuery } from '@tanstack/react-query';
import type { HomepageLayout, LayoutTemplate } from '@shop/contracts';
import { apiJson } from '../../../lib/api-client';
import { isHomepageLayout } from '../../../lib/guards';
import { layoutKeys } from '../../../lib/query-keys';

/**
 * GET /api/layout, read by the home page only to learn whether anything is featured, so the
 * featured section's code (and the zod schemas it parses with) loads only when there is something
 * to show. Same key as the layout feature's query: one request, one cache entry, the same shape.
 */
export async function getHomepageLayout(): Promise<HomepageLayout> {
  const layout = await apiJson<unknown>('GET', '/api/layout');
  if (!isHomepageLayout(layout)) throw new TypeError('Unexpected homepage layout');
  return layout;
}

export function useFeaturedCount(): number {
  const layout = useQuery({ queryKey: layoutKeys.all, queryFn: getHomepageLayout });
  return layout.data?.featuredIds.length ?? 0;
}

/** The saved layout's template and how many artworks it features (0 while unknown), and whether it is still loading. */
export function useFeaturedLayout(): { template: LayoutTemplate; count: number; isPending: boolean } {
  const layout = useQuery({ queryKey: layoutKeys.all, queryFn: getHomepageLayout });
  return {
    template: layout.data?.template ?? 'modern-gallery',
    count: layout.data?.featuredIds.length ?? 0,
    isPending: layout.isPending,
  };
}
