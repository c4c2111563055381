import type { LayoutTemplate } from '@shop/contracts';
import { cn } from './cn';

/**
 * The height each saved template's featured artworks take, as a width:height ratio of the section
 * (the real home page always lays them out as on a desktop: see home-featured.tsx). The editorial
 * layout stacks one row per artwork, each a 4:3 image in half the width.
 */
function aspectRatio(template: LayoutTemplate, count: number): string {
  switch (template) {
    case 'modern-gallery':
      return count > 1 ? '3 / 2' : '1 / 1';
    case 'minimalist-grid':
      return `3 / ${Math.ceil(count / 3)}`;
    case 'editorial-layout':
      return `8 / ${3 * count}`;
    case 'portfolio-style':
      return '1 / 1';
  }
}

/**
 * The featured section's space, reserved before its code, data and images arrive, so
 * the gallery under it does not jump. Same box as HomeFeatured's section: heading and artworks.
 */
export function FeaturedSkeleton({
  template,
  count,
  className,
}: {
  template: LayoutTemplate;
  count: number;
  className?: string;
}) {
  return (
    <div aria-hidden="true" className={cn('mx-auto max-w-7xl px-4 pb-12', className)} data-testid="featured-skeleton">
      <div className="mb-4 h-8 w-48 max-w-full rounded bg-neutral-900" />
      <div
        className="w-full rounded-lg bg-neutral-900 motion-safe:animate-pulse"
        style={{ aspectRatio: aspectRatio(template, count) }}
      />
    </div>
  );
}
