import { DOWNLOAD_LICENCE } from '@shop/contracts';
import { cn } from './cn';

/**
 * The licence of a digital download (contracts DOWNLOAD_LICENCE), as the artwork
 * page, the cart and the printable receipt show it.
 */
export function LicenceTerms({
  headingLevel = 'h2',
  compact = false,
  className,
}: {
  headingLevel?: 'h2' | 'h3';
  compact?: boolean;
  className?: string;
}) {
  const Heading = headingLevel;
  return (
    <section aria-label={DOWNLOAD_LICENCE.heading} className={cn('space-y-2', className)}>
      <Heading className={cn('font-semibold', compact ? 'text-sm' : 'text-lg')}>{DOWNLOAD_LICENCE.heading}</Heading>
      <p className={cn('text-neutral-300 print:text-black', compact ? 'text-xs' : 'text-sm')}>
        {DOWNLOAD_LICENCE.summary}
      </p>
      <ul className={cn('list-disc space-y-1 pl-5 text-neutral-300 print:text-black', compact ? 'text-xs' : 'text-sm')}>
        {DOWNLOAD_LICENCE.terms.map((term) => (
          <li key={term}>{term}</li>
        ))}
      </ul>
    </section>
  );
}
