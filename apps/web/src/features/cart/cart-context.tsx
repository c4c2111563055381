import type { Artwork } from '@shop/contracts';
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from '../../components/ui/use-toast';
import { paths } from '../../config/paths';
import { cartTotalCents, type CartItem, type CartLicence } from '../../lib/cart-item';
import { clearCheckoutHandoff, loadCheckoutHandoff, saveCheckoutHandoff } from '../../lib/checkout-handoff';
import {
  addItem,
  canAddToCart,
  cartItemCount,
  isInCart,
  isLicenceLine,
  isOtherLicence,
  removeItem,
  setItemQuantity,
  type AddRules,
} from './cart-rules';
import { loadCart, saveCart } from './cart-storage';
import { cartMessages } from './messages';

export interface CartContextValue {
  items: CartItem[];
  itemCount: number;
  totalCents: number;
  isOpen: boolean;
  isCheckingOut: boolean;
  setOpen: (open: boolean) => void;
  /**
   * What became of the add: 'added' (a new line, or a package's quantity raised), 'already-in-cart'
   * (an artwork is one licence) or 'refused' (SPEC §5: not for sale, silently ignored).
   */
  addToCart: (artwork: Artwork, rules?: AddRules, licence?: CartLicence) => AddOutcome;
  updateQuantity: (artworkId: string, quantity: number) => void;
  removeFromCart: (artworkId: string) => void;
  clearCart: () => void;
  /** The cart at the server's current prices after a price change (saved like any change). */
  replaceItems: (items: CartItem[]) => void;
  checkout: () => Promise<void>;
}

export type AddOutcome = 'added' | 'already-in-cart' | 'refused';

const CartContext = createContext<CartContextValue | null>(null);

export function CartProvider({ children }: { children: ReactNode }) {
  const [items, setItems] = useState<CartItem[]>(() => loadCart());
  const [isOpen, setOpen] = useState(false);
  const [isCheckingOut, setCheckingOut] = useState(false);
  const navigate = useNavigate();

  // SPEC §4: persisted to local storage on every change. A checkout already under way follows
  // the cart, so the checkout pages never show a stale summary.
  useEffect(() => {
    saveCart(items);
    if (loadCheckoutHandoff() === null) return;
    if (items.length === 0) clearCheckoutHandoff();
    else saveCheckoutHandoff(items);
  }, [items]);

  // Keep several tabs of the shop on one cart.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.storageArea === window.localStorage && event.key === 'cart') setItems(loadCart());
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  // Actions that only set state keep one identity for the provider's life: checkout pages run
  // effects on clearCart and replaceItems.
  const actions = useMemo(
    () => ({
      setOpen,
      updateQuantity: (artworkId: string, quantity: number) => {
        setItems((current) => setItemQuantity(current, artworkId, quantity));
      },
      removeFromCart: (artworkId: string) => {
        setItems((current) => removeItem(current, artworkId));
      },
      clearCart: () => {
        setItems([]);
        setOpen(false);
      },
      replaceItems: (next: CartItem[]) => {
        setItems(next);
      },
    }),
    [],
  );

  const value = useMemo<CartContextValue>(() => {
    const addToCart = (artwork: Artwork, rules?: AddRules, licence?: CartLicence): AddOutcome => {
      if (!canAddToCart(artwork, rules)) {
        console.info(cartMessages.notForSale, { artworkId: artwork.id });
        return 'refused';
      }
      // addItem itself keeps an artwork at 1, so a stale `items` here can only change the toast.
      setItems((current) => addItem(current, artwork, licence));
      setOpen(true);
      const sameLine = isInCart(items, artwork.id) && !isOtherLicence(items, artwork.id, licence);
      return isLicenceLine(artwork.id) && sameLine ? 'already-in-cart' : 'added';
    };
    const checkout = async () => {
      if (items.length === 0) return; // SPEC §5: checkout does nothing if the cart is empty
      setCheckingOut(true);
      try {
        saveCheckoutHandoff(items);
        await navigate(paths.checkoutWithTax);
        setOpen(false);
      } catch (error) {
        console.error('Checkout failed', error);
        toast({
          title: cartMessages.checkoutErrorTitle,
          description: cartMessages.checkoutErrorText,
          variant: 'destructive',
        });
      } finally {
        setCheckingOut(false);
      }
    };
    return {
      ...actions,
      items,
      itemCount: cartItemCount(items),
      totalCents: cartTotalCents(items),
      isOpen,
      isCheckingOut,
      addToCart,
      checkout,
    };
  }, [actions, items, isOpen, isCheckingOut, navigate]);

  return <CartContext.Provider value={value}>{children}</CartContext.Provider>;
}

/** SPEC §8: using the cart outside its provider throws. */
export function useCart(): CartContextValue {
  const value = useContext(CartContext);
  if (!value) throw new Error(cartMessages.outsideProvider);
  return value;
}
