import type { Artwork } from '@shop/contracts';
import { ShoppingCart } from 'lucide-react';
import { Button, type ButtonProps } from '../../../components/ui/button';
import { galleryMessages } from '../messages';

/** SPEC §4: while the add runs the button reads 'Adding...' and is disabled. */
export function PurchaseButton({
  artwork,
  busy,
  onPurchase,
  label = galleryMessages.purchase,
  ...props
}: {
  artwork: Artwork;
  busy: boolean;
  onPurchase: (artwork: Artwork) => void;
  label?: string;
} & Omit<ButtonProps, 'onClick' | 'children'>) {
  return (
    <Button
      {...props}
      disabled={busy}
      aria-busy={busy}
      aria-label={busy ? galleryMessages.adding : `${label}: ${artwork.title}`}
      onClick={() => onPurchase(artwork)}
    >
      <ShoppingCart className="h-4 w-4" aria-hidden />
      {busy ? galleryMessages.adding : label}
    </Button>
  );
}
