export { CartProvider, useCart, type AddOutcome, type CartContextValue } from './cart-context';
export { useAddToCart } from './use-add-to-cart';
export { canAddToCart, hasPrice, type AddRules } from './cart-rules';
export { CartPanelHost, preloadCartPanel } from './components/cart-panel-host';
export { CartButton } from './components/cart-button';
export { cartMessages } from './messages';
