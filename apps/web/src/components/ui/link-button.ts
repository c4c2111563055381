import { cn } from './cn';

const VARIANTS = {
  primary: 'bg-violet-600 text-white hover:bg-violet-500 focus-visible:outline-offset-2',
  outline: 'border border-neutral-700 hover:bg-neutral-800',
} as const;

/** Classes that give a link (a router `Link` or a plain `a`) the look of the shop's buttons. */
export function linkButtonClass(variant: keyof typeof VARIANTS = 'outline', className?: string): string {
  return cn(
    'rounded-md px-4 py-2 font-medium focus-visible:outline-2 focus-visible:outline-violet-400',
    VARIANTS[variant],
    className,
  );
}
