import type { Artwork } from '@shop/contracts';
import { canAddToCart, useAddToCart } from '../../features/cart';
import { galleryMessages, PurchaseButton } from '../../features/gallery';

/**
 * The "Add to cart" button of a card in a gallery grid (home, search), for the works that can be
 * bought from that grid.
 */
export function useGridPurchase(isBoughtHere: (artwork: Artwork) => boolean = () => true) {
  const { add, isBusy } = useAddToCart();
  return (artwork: Artwork) =>
    canAddToCart(artwork) && isBoughtHere(artwork) ? (
      <PurchaseButton
        artwork={artwork}
        busy={isBusy(artwork.id)}
        onPurchase={(a) => void add(a)}
        label={galleryMessages.addToCart}
        size="sm"
      />
    ) : null;
}
