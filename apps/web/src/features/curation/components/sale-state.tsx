import type { Artwork } from '@shop/contracts';
import { Badge } from '../../../components/ui/badge';
import { EDIT_MESSAGES } from '../edit-messages';

/**
 * A card says what the work sells for and whether it is on sale, so the artist need not
 * open the Edit dialog to find out. A work on sale without a price cannot be bought: it says so.
 */
function saleBadge({ price, isForSale }: Pick<Artwork, 'price' | 'isForSale'>) {
  if (!isForSale) return { tone: 'neutral', label: EDIT_MESSAGES.cardNotForSale } as const;
  if (price === null) return { tone: 'warning', label: EDIT_MESSAGES.cardForSaleUnpriced } as const;
  return { tone: 'success', label: EDIT_MESSAGES.cardForSale } as const;
}

export function SaleState({ artwork }: { artwork: Pick<Artwork, 'price' | 'isForSale'> }) {
  const { price, isForSale } = artwork;
  const badge = saleBadge(artwork);
  return (
    <p className="flex flex-wrap items-center gap-2 text-sm" data-testid="sale-state">
      <span className={price === null ? 'text-neutral-500' : 'font-semibold text-violet-200'}>
        {EDIT_MESSAGES.cardPrice(price)}
      </span>
      <Badge tone={badge.tone} data-for-sale={isForSale}>
        {badge.label}
      </Badge>
    </p>
  );
}
