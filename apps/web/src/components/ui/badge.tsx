import type { HTMLAttributes } from 'react';
import { cn } from './cn';

const TONES = {
  neutral: 'border-neutral-600 bg-neutral-800 text-neutral-200',
  success: 'border-emerald-700 bg-emerald-900/60 text-emerald-200',
  warning: 'border-amber-700 bg-amber-900/60 text-amber-200',
  danger: 'border-red-700 bg-red-900/60 text-red-200',
  info: 'border-sky-700 bg-sky-900/60 text-sky-200',
} as const;

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  tone?: keyof typeof TONES;
}

export function Badge({ tone = 'neutral', className, ...props }: BadgeProps) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full border px-2.5 py-0.5 text-xs font-semibold',
        TONES[tone],
        className,
      )}
      {...props}
    />
  );
}
