import { formatUsd, type PricingPackage } from '@shop/contracts';
import { ShoppingCart, Star } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { pricingMessages as m } from '../messages';

export function PackageCard({
  pkg,
  busy,
  onAdd,
}: {
  pkg: PricingPackage;
  busy: boolean;
  onAdd: (pkg: PricingPackage) => void;
}) {
  return (
    <article
      aria-labelledby={`${pkg.id}-name`}
      className={cn(
        'relative flex flex-col gap-4 rounded-xl bg-neutral-900 p-6 ring-1',
        pkg.popular ? 'ring-2 ring-violet-500' : 'ring-neutral-800',
      )}
    >
      {pkg.popular ? (
        <p className="absolute -top-3 left-6 inline-flex items-center gap-1 rounded-full bg-violet-600 px-3 py-1 text-xs font-bold text-white">
          <Star className="h-3 w-3" aria-hidden />
          {m.popular}
        </p>
      ) : null}
      <h2 id={`${pkg.id}-name`} className="text-xl font-semibold">
        {pkg.name}
      </h2>
      <p className="flex items-baseline gap-2">
        <span className="text-3xl font-bold text-violet-300">{formatUsd(pkg.priceCents)}</span>
        {pkg.originalPriceCents !== null ? (
          <>
            <span className="sr-only">{m.was}</span>
            <s className="text-neutral-400">{formatUsd(pkg.originalPriceCents)}</s>
          </>
        ) : null}
      </p>
      <p className="flex-1 text-neutral-300">{pkg.description}</p>
      <Button
        size="lg"
        disabled={busy}
        aria-busy={busy}
        aria-label={busy ? m.adding : m.addToCartLabel(pkg.name)}
        onClick={() => onAdd(pkg)}
      >
        <ShoppingCart className="h-4 w-4" aria-hidden />
        {busy ? m.adding : m.addToCart}
      </Button>
    </article>
  );
}
