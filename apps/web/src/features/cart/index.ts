export { CartProvider, useCart, type CartContextValue } from './cart-context';
export { useAddToCart } from './use-add-to-cart';
export { canAddToCart, hasPrice } from './cart-rules';
export { CartPanel } from './components/cart-panel';
export { CartButton } from './components/cart-button';
export { cartMessages } from './messages';
