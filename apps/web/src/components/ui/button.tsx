import { forwardRef, type ButtonHTMLAttributes } from 'react';
import { cn } from './cn';

const VARIANTS = {
  primary: 'bg-violet-600 text-white hover:bg-violet-500 focus-visible:outline-violet-400',
  secondary: 'bg-neutral-800 text-neutral-100 hover:bg-neutral-700 focus-visible:outline-neutral-400',
  outline:
    'border border-neutral-600 bg-transparent text-neutral-100 hover:bg-neutral-800 focus-visible:outline-neutral-400',
  destructive: 'bg-red-600 text-white hover:bg-red-500 focus-visible:outline-red-400',
  ghost: 'bg-transparent text-neutral-200 hover:bg-neutral-800 focus-visible:outline-neutral-400',
} as const;

const SIZES = { sm: 'h-8 px-3 text-sm', md: 'h-10 px-4', lg: 'h-12 px-6 text-lg', icon: 'h-10 w-10' } as const;

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: keyof typeof VARIANTS;
  size?: keyof typeof SIZES;
}

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = 'primary', size = 'md', className, type = 'button', ...props },
  ref,
) {
  return (
    <button
      ref={ref}
      type={type}
      className={cn(
        'inline-flex items-center justify-center gap-2 rounded-md font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-50',
        VARIANTS[variant],
        SIZES[size],
        className,
      )}
      {...props}
    />
  );
});
