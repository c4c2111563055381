import type { Artwork } from '@shop/contracts';
import type { CartLicence } from '../../lib/cart-item';
import { useCallback, useState } from 'react';
import { toast } from '../../components/ui/use-toast';
import { useCart } from './cart-context';
import type { AddRules } from './cart-rules';
import { cartMessages } from './messages';

/** Long enough for the 'Adding...' state to be seen, short enough not to be in the way. */
export const ADD_FEEDBACK_MS = 250;

/**
 * SPEC §4 "Add to cart from category pages": the artwork gets a busy marker (button 'Adding...',
 * disabled), then a success or error toast, then the marker clears.
 */
export function useAddToCart(options: { rules?: AddRules; successTitle?: string } = {}) {
  const { addToCart } = useCart();
  const [busyId, setBusyId] = useState<string | null>(null);
  const { rules, successTitle = cartMessages.addedTitle } = options;

  const add = useCallback(
    async (artwork: Artwork, licence?: CartLicence) => {
      setBusyId(artwork.id);
      try {
        await new Promise((resolve) => setTimeout(resolve, ADD_FEEDBACK_MS));
        const outcome = addToCart(artwork, rules, licence);
        if (outcome === 'added') {
          toast({ title: successTitle, description: cartMessages.addedText(artwork.title) });
        } else if (outcome === 'already-in-cart') {
          toast({ title: cartMessages.alreadyInCartTitle, description: cartMessages.alreadyInCartText(artwork.title) });
        }
      } catch (error) {
        console.error('Add to cart failed', error);
        toast({ title: cartMessages.addErrorTitle, description: cartMessages.addErrorText, variant: 'destructive' });
      } finally {
        setBusyId(null);
      }
    },
    [addToCart, rules, successTitle],
  );

  return { add, busyId, isBusy: (artworkId: string) => busyId === artworkId };
}
