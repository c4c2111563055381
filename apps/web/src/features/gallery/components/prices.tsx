import { formatUsd } from '@shop/contracts';
import { galleryMessages } from '../messages';

/**
 * A card's price, with SPEC's struck-through "Original price" beside it only when the artist set
 * one above the price charged; otherwise the price alone.
 */
export function Prices({ cents, struckCents }: { cents: number; struckCents: number | null }) {
  return (
    <p className="flex items-baseline gap-2">
      {struckCents !== null ? <span className="sr-only">{galleryMessages.salePrice}</span> : null}
      <span className="text-xl font-bold text-violet-300">{formatUsd(cents)}</span>
      {struckCents !== null ? (
        <>
          <span className="sr-only">{galleryMessages.originalPrice}</span>
          <s className="text-neutral-400">{formatUsd(struckCents)}</s>
        </>
      ) : null}
    </p>
  );
}
