import type { OrderLineLicence } from '@shop/contracts';
import { cn } from '../../../components/ui/cn';
import { orderMessages as m } from '../messages';

/**
 * Each licence tier bought (once, by name), with its text as it was when sold: on the printable
 * receipt, the success page and the buyer's library. Nothing when every item came under the
 * shop's one licence (an order before tiers, a pack's picks).
 */
export function SoldLicences({
  licences,
  headingLevel = 'h2',
  className,
}: {
  licences: readonly (OrderLineLicence | undefined)[];
  headingLevel?: 'h2' | 'h3';
  className?: string;
}) {
  const sold = new Map<string, string>();
  for (const licence of licences) if (licence && !sold.has(licence.name)) sold.set(licence.name, licence.text);
  if (sold.size === 0) return null;
  const Heading = headingLevel;
  const NameHeading = headingLevel === 'h2' ? 'h3' : 'h4';
  return (
    <section aria-label={m.soldLicencesHeading} className={cn('space-y-3', className)}>
      <Heading className={cn('font-semibold', headingLevel === 'h2' ? 'text-lg' : 'text-sm')}>
        {m.soldLicencesHeading}
      </Heading>
      {[...sold].map(([name, text]) => (
        <div key={name}>
          <NameHeading className="font-medium">{m.lineLicence(name)}</NameHeading>
          <p className="text-sm whitespace-pre-line text-neutral-300 print:text-black">{text}</p>
        </div>
      ))}
    </section>
  );
}
