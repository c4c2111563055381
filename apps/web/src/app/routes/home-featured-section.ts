import type { HomepageLayout } from '@shop/contracts';
import type { QueryClient } from '@tanstack/react-query';
import type { ComponentProps } from 'react';
import type { HomeFeatured as Section } from '../../features/layout-preview/home-section';
import { lazyPage } from '../lazy-page';

// The curator's featured section (and the schemas it reads) loads only when the saved layout
// features something: the home page's own code stays small (bench/web/home-js-size.mjs).
const loadSection = () => import('../../features/layout-preview/home-section');

export const HomeFeatured = lazyPage<ComponentProps<typeof Section>>(() =>
  loadSection().then((module) => ({ default: module.HomeFeatured })),
);

/**
 * The featured section's code and artworks, loaded before the home page's first render
 * when the layout the page was served with features something (the gateway preloads both from the
 * head). That render then draws the section with its pictures, not a skeleton that a second and a
 * third render fill in before the largest paint. Never rejects: what failed loads again as the
 * section renders, and shows its error there.
 */
export async function preloadHomeFeatured(layout: HomepageLayout | undefined, queryClient: QueryClient): Promise<void> {
  if (layout === undefined || layout.featuredIds.length === 0) return;
  try {
    const [section] = await Promise.all([loadSection(), HomeFeatured.preload()]);
    await queryClient.prefetchQuery(section.featuredArtworksQueryOptions(layout.featuredIds));
  } catch {
    // The section asks again as it renders.
  }
}
