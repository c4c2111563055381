import { cn } from './cn';
import { SKELETON_CARD_COUNT } from '../../config/ui';

/** SPEC §9: the loading placeholder is a grid of 6 cards. */
export function SkeletonGrid({ count = SKELETON_CARD_COUNT, className }: { count?: number; className?: string }) {
  return (
    <div role="status" aria-label="Loading" className={cn('grid gap-4 sm:grid-cols-2 lg:grid-cols-3', className)}>
      {Array.from({ length: count }, (_, index) => (
        <div
          key={index}
          data-testid="skeleton-card"
          className="animate-pulse rounded-xl border border-neutral-800 bg-neutral-900 p-4"
        >
          <div className="aspect-square rounded-lg bg-neutral-800" />
          <div className="mt-4 h-4 w-2/3 rounded bg-neutral-800" />
          <div className="mt-2 h-3 w-1/3 rounded bg-neutral-800" />
        </div>
      ))}
    </div>
  );
}
