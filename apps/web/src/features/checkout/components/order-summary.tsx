import { formatUsd, priceToCents } from '@shop/contracts';
import type { CartItem } from '../../../lib/cart-item';
import { ArtworkThumbnail } from '../../../components/ui/artwork-thumbnail';
import { HeadedSection } from '../../../components/ui/headed-section';
import { checkoutMessages as m } from '../messages';

/** Items with quantity and line total. */
export function OrderSummary({ items }: { items: readonly CartItem[] }) {
  return (
    <HeadedSection
      heading={m.orderSummary}
      headingClassName="text-xl font-semibold"
      className="rounded-xl bg-neutral-900 p-5 ring-1 ring-neutral-800"
    >
      <ul className="mt-4 divide-y divide-neutral-800">
        {items.map(({ artwork, quantity, licence }) => {
          const unit = priceToCents(artwork.price);
          return (
            <li key={artwork.id} className="flex items-center gap-4 py-3">
              <ArtworkThumbnail filename={artwork.filename} updatedAt={artwork.updatedAt} size={56} />
              <div className="min-w-0 flex-1">
                <p className="truncate font-medium">{artwork.title}</p>
                {licence ? <p className="text-sm text-violet-300">{m.licenceTier(licence.name)}</p> : null}
                <p className="text-sm text-neutral-400">
                  {m.quantity(quantity)} × {formatUsd(unit)} {m.each}
                </p>
              </div>
              <p className="font-semibold tabular-nums">{formatUsd(unit * quantity)}</p>
            </li>
          );
        })}
      </ul>
    </HeadedSection>
  );
}
