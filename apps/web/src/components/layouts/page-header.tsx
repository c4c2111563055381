import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { linkButtonClass } from '../ui/link-button';
import { paths } from '../../config/paths';

/** A page's heading block with a link back to the main gallery. */
export function PageHeader({
  title,
  intro,
  backLabel = 'Back to Gallery',
  backTo = paths.home,
  children,
}: {
  title: string;
  intro?: ReactNode;
  backLabel?: string;
  backTo?: string;
  children?: ReactNode;
}) {
  return (
    <header className="mx-auto w-full max-w-7xl px-4 pt-8 pb-6">
      <Link
        to={backTo}
        className="inline-flex items-center gap-2 rounded text-sm text-neutral-400 hover:text-neutral-100 focus-visible:outline-2 focus-visible:outline-violet-400"
      >
        <ArrowLeft className="h-4 w-4" aria-hidden />
        {backLabel}
      </Link>
      <h1 className="mt-4 text-4xl font-bold tracking-tight sm:text-5xl">{title}</h1>
      {intro ? <div className="mt-3 max-w-3xl text-lg text-neutral-300">{intro}</div> : null}
      {children}
    </header>
  );
}

/** Links to sibling pages at the foot of a page. */
export function PageLinks({ label, links }: { label: string; links: readonly { to: string; label: string }[] }) {
  return (
    <nav aria-label={label} className="mx-auto flex w-full max-w-7xl flex-wrap justify-center gap-3 px-4 py-10">
      {links.map((link) => (
        <Link key={link.to} to={link.to} className={linkButtonClass('outline')}>
          {link.label}
        </Link>
      ))}
    </nav>
  );
}
