import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '../../../components/ui/toaster';
import { resetToasts } from '../../../components/ui/use-toast';
import { renderWithProviders, stubApi } from '../../../testing/admin-api-stub';
import { ORDERS_ADMIN_MESSAGES as M } from '../messages';
import { ResendLinksButton } from './resend-links-button';

const ORDER = 'abcdef12-0000-4000-8000-000000000001';

function renderButton() {
  return renderWithProviders(
    <>
      <ResendLinksButton orderId={ORDER} />
      <Toaster />
    </>,
  );
}

describe('ResendLinksButton', () => {
  afterEach(() => {
    act(() => resetToasts());
    vi.unstubAllGlobals();
  });

  it('resends the links once and names the address in the toast', async () => {
    // The declared answer is a 202 (callEndpoint refuses an undeclared status).
    const resend = vi.fn(
      () => new Response(JSON.stringify({ orderId: ORDER, email: 'ada@example.com' }), { status: 202 }),
    );
    stubApi({ [`POST /api/orders/${ORDER}/resend-links`]: resend });
    renderButton();
    await userEvent.click(screen.getByRole('button', { name: M.resendLinks }));
    expect(await screen.findByText(M.resentToast('ada@example.com').title)).toBeInTheDocument();
    expect(screen.getByText(M.resentToast('ada@example.com').description)).toBeInTheDocument();
    expect(resend).toHaveBeenCalledTimes(1);
  });

  it('says why when the order cannot be resent', async () => {
    stubApi({
      [`POST /api/orders/${ORDER}/resend-links`]: () =>
        new Response(
          JSON.stringify({
            error: 'conflict',
            message: 'This order has no usable e-mail address, so its links cannot be e-mailed.',
          }),
          { status: 409 },
        ),
    });
    renderButton();
    await userEvent.click(screen.getByRole('button', { name: M.resendLinks }));
    expect(await screen.findByText(M.resendFailed)).toBeInTheDocument();
    expect(screen.getByText(/no usable e-mail address/)).toBeInTheDocument();
  });
});
