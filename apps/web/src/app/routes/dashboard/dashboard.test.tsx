import type { AdminOrderDetail } from '@shop/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AUTH_MESSAGES } from '../../../features/auth/messages';
import { ORDERS_ADMIN_MESSAGES } from '../../../features/orders-admin/messages';
import { renderWithProviders, stubApi, type RouteHandler } from '../../../testing/admin-api-stub';
import DashboardPage from './dashboard';

const ORDER_ID = 'abcdef12-0000-4000-8000-000000000001';
const expired = () => new Response('{"error":"unauthorized","message":"Not signed in."}', { status: 401 });

const order: AdminOrderDetail = {
  id: ORDER_ID,
  paypalOrderId: 'SIM123',
  captureId: 'CAP456',
  customerEmail: 'ada@example.com',
  customerName: 'Ada Lovelace',
  status: 'completed',
  stateCode: 'CA',
  countryCode: 'US',
  taxName: 'Sales Tax',
  subtotal: '14.99',
  discount: '0.00',
  promoCode: null,
  tax: '1.09',
  total: '16.08',
  itemCount: 1,
  createdAt: '2026-11-20T10:00:00.000Z',
  invoiceNumber: 'INV-2026-000042',
  taxRate: '0.07250',
  paymentStatus: 'captured',
  lines: [],
  refunds: [],
  refunded: '0.00',
  refundable: '16.08',
  grants: [
    {
      id: 'g1',
      artworkId: 'a1',
      originalName: 'neon-fox.png',
      downloadCount: 0,
      lastDownloadedAt: null,
      expiresAt: '2026-12-20T10:00:00.000Z',
      isExpired: false,
      revokedAt: null,
    },
  ],
};

/**
 * A signed-in curator whose session ends on the server: from then on /api/auth/me answers 401
 * too, as the gateway would. `routes` are the tab's own calls.
 */
function stubExpiringSession(routes: Record<string, RouteHandler>) {
  let signedIn = true;
  const session = {
    end: () => {
      signedIn = false;
    },
  };
  stubApi({
    'GET /api/auth/me': () => (signedIn ? { role: 'admin' } : expired()),
    ...routes,
  });
  return session;
}

afterEach(() => vi.unstubAllGlobals());

describe('Dashboard session expiry', () => {
  it('brings back the sign-in form when the Orders tab’s list answers 401', async () => {
    const session = stubExpiringSession({
      'GET /api/orders': () => {
        session.end();
        return expired();
      },
    });
    renderWithProviders(<DashboardPage />, { route: '/dashboard?tab=orders' });
    expect(await screen.findByLabelText(AUTH_MESSAGES.passwordLabel)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: ORDERS_ADMIN_MESSAGES.heading })).not.toBeInTheDocument();
  });

  it('brings back the sign-in form when the Sales tab’s report answers 401', async () => {
    const session = stubExpiringSession({
      'GET /api/sales': () => {
        session.end();
        return expired();
      },
    });
    renderWithProviders(<DashboardPage />, { route: '/dashboard?tab=sales' });
    expect(await screen.findByLabelText(AUTH_MESSAGES.passwordLabel)).toBeInTheDocument();
  });

  it('brings back the sign-in form when a mutation answers 401 (extending a grant on an order’s page)', async () => {
    const session = stubExpiringSession({
      [`GET /api/orders/${ORDER_ID}/admin`]: () => order,
      [`POST /api/orders/${ORDER_ID}/grants/g1/extend`]: () => {
        session.end();
        return expired();
      },
    });
    renderWithProviders(<DashboardPage />, { route: `/dashboard?tab=orders&order=${ORDER_ID}` });
    await userEvent.click(await screen.findByRole('button', { name: ORDERS_ADMIN_MESSAGES.extend }));
    expect(await screen.findByLabelText(AUTH_MESSAGES.passwordLabel)).toBeInTheDocument();
  });

  it('keeps the tab’s own error state for other failures, with the curator still signed in', async () => {
    stubExpiringSession({
      'GET /api/sales': () => new Response('{"error":"unavailable","message":"Orders is down."}', { status: 503 }),
    });
    renderWithProviders(<DashboardPage />, { route: '/dashboard?tab=sales' });
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.queryByLabelText(AUTH_MESSAGES.passwordLabel)).not.toBeInTheDocument();
  });
});
