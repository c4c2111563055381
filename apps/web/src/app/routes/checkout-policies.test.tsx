import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORE_POLICY_MESSAGES } from '../../features/store-policies';
import { jsonFetch, renderStorefront } from '../../testing/storefront';
import { CheckoutFrame } from './checkout-shared';

describe('the checkout’s store policies', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    vi.stubGlobal('fetch', jsonFetch({}));
  });
  afterEach(() => vi.unstubAllGlobals());

  it('links every policy beside the payment', () => {
    renderStorefront(
      <CheckoutFrame title="Checkout" isEmpty={false}>
        <p>payment</p>
      </CheckoutFrame>,
      { path: '/checkout' },
    );
    const policies = within(screen.getByRole('navigation', { name: STORE_POLICY_MESSAGES.checkoutNav }));
    expect(policies.getByText(STORE_POLICY_MESSAGES.checkoutNote)).toBeInTheDocument();
    expect(policies.getByRole('link', { name: 'Terms of Sale' })).toHaveAttribute('href', '/policies/terms');
    expect(policies.getByRole('link', { name: 'Refund Policy' })).toHaveAttribute('href', '/policies/refund-policy');
    expect(policies.getAllByRole('link')).toHaveLength(5);
  });

  it('leaves them out of the empty cart’s page', () => {
    renderStorefront(
      <CheckoutFrame title="Checkout" isEmpty>
        {null}
      </CheckoutFrame>,
      { path: '/checkout' },
    );
    expect(screen.queryByRole('navigation', { name: STORE_POLICY_MESSAGES.checkoutNav })).not.toBeInTheDocument();
  });
});
