import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from './cn';

/** A titled card of text on the shop's pages, with an optional icon above and actions below. */
export function InfoCard({
  icon: Icon,
  title,
  text,
  className = 'p-5',
  children,
}: {
  icon?: LucideIcon;
  title: string;
  text: string;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <section className={cn('rounded-xl bg-neutral-900 ring-1 ring-neutral-800', className)}>
      {Icon ? <Icon className="h-6 w-6 text-violet-300" aria-hidden /> : null}
      <h2 className={cn('text-lg font-semibold', Icon && 'mt-3')}>{title}</h2>
      <p className="mt-2 text-neutral-300">{text}</p>
      {children}
    </section>
  );
}
