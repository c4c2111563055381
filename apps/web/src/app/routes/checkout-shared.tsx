import { ShoppingBag } from 'lucide-react';
import { useCallback, type ReactNode } from 'react';
import type { CartItem } from '../../lib/cart-item';
import { Link, useNavigate } from 'react-router-dom';
import { PageHeader } from '../../components/layouts/page-header';
import { PolicyLinks } from '../../components/layouts/policy-links';
import { HeadedSection } from '../../components/ui/headed-section';
import { linkButtonClass } from '../../components/ui/link-button';
import { EmptyState } from '../../components/ui/status-views';
import { paths } from '../../config/paths';
import { useCart } from '../../features/cart';
import { checkoutMessages, useCheckoutItems } from '../../features/checkout';
import { PaidCheckoutGate } from '../../features/payment';
import { STORE_POLICY_MESSAGES } from '../../features/store-policies';
import { clearCheckoutHandoff } from '../../lib/checkout-handoff';

/** What the checkout pages sell: the handoff's items, else the live cart's (SPEC §7). */
export function useCheckoutCartItems() {
  return useCheckoutItems(useCart().items);
}

/** After a completed payment: cart cleared, the handoff dropped, then /success?order={id}. */
export function useOnPaid() {
  const { clearCart } = useCart();
  const navigate = useNavigate();
  return useCallback(
    (orderId: string) => {
      clearCart();
      clearCheckoutHandoff();
      void navigate(`${paths.success}?order=${encodeURIComponent(orderId)}`);
    },
    [clearCart, navigate],
  );
}

function EmptyCheckout() {
  return (
    <EmptyState title={checkoutMessages.emptyCart} text={checkoutMessages.emptyCartText}>
      <Link to={paths.home} className={linkButtonClass('primary', 'mt-2 inline-flex items-center gap-2')}>
        <ShoppingBag className="h-4 w-4" aria-hidden />
        {checkoutMessages.continueShopping}
      </Link>
    </EmptyState>
  );
}

/** What the buyer agrees to, before paying: the store's policies. */
function CheckoutPolicies() {
  return (
    <nav
      aria-label={STORE_POLICY_MESSAGES.checkoutNav}
      className="mx-auto mt-8 w-full max-w-7xl px-4 text-sm text-neutral-400"
    >
      <p>{STORE_POLICY_MESSAGES.checkoutNote}</p>
      <PolicyLinks
        className="mt-2"
        linkClassName="text-violet-300 underline underline-offset-4 hover:text-violet-200"
      />
    </nav>
  );
}

/** The cart at the server's current prices after a 409 (the checkout handoff follows the cart). */
export function useOnPricesChanged() {
  const { replaceItems } = useCart();
  return useCallback((items: CartItem[]) => replaceItems(items), [replaceItems]);
}

/**
 * A checkout page under its title; with an empty cart, the empty state instead of its content.
 * After a capture, the paid state instead of either, until the order is recorded.
 */
export function CheckoutFrame({ title, isEmpty, children }: { title: string; isEmpty: boolean; children: ReactNode }) {
  const onPaid = useOnPaid();
  const { clearCart } = useCart();
  const navigate = useNavigate();
  const onDismiss = useCallback(() => {
    clearCart();
    clearCheckoutHandoff();
    void navigate(paths.home);
  }, [clearCart, navigate]);
  return (
    <main className="pb-12">
      <PageHeader title={title} />
      <PaidCheckoutGate onPaid={onPaid} onDismiss={onDismiss} downloadPath={paths.download}>
        {isEmpty ? (
          <EmptyCheckout />
        ) : (
          <>
            {children}
            <CheckoutPolicies />
          </>
        )}
      </PaidCheckoutGate>
    </main>
  );
}

/** The checkout's card beside the order summary: totals and payment under its heading. */
export function CheckoutPanel({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <HeadedSection
      heading={heading}
      headingClassName="text-xl font-semibold"
      className="space-y-6 rounded-xl bg-neutral-900 p-5 ring-1 ring-neutral-800"
    >
      {children}
    </HeadedSection>
  );
}
