import { useQuery } from '@tanstack/react-query';
import type { LayoutTemplate } from '@shop/contracts';
import { env } from '../../../config/env';
import { getHomepageLayout } from '../../../lib/homepage-layout';
import { layoutKeys } from '../../../lib/query-keys';

/** The saved layout's template and how many artworks it features (0 while unknown), and whether it is still loading. */
export function useFeaturedLayout(): { template: LayoutTemplate; count: number; isPending: boolean } {
  // The layout the gateway wrote into the page stands in until the shop's own answer arrives.
  const layout = useQuery({ queryKey: layoutKeys.all, queryFn: getHomepageLayout, placeholderData: env.homeLayout });
  return {
    template: layout.data?.template ?? 'modern-gallery',
    count: layout.data?.featuredIds.length ?? 0,
    isPending: layout.isPending,
  };
}
