import type { AdminOrderDetail, AdminOrderList, AdminOrderSummary } from '@shop/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, stubApi } from '../../../testing/admin-api-stub';
import { ORDERS_ADMIN_MESSAGES as M } from '../messages';
import { OrdersPanel } from './orders-panel';

const ID = 'abcdef12-0000-4000-8000-000000000001';

function summary(overrides: Partial<AdminOrderSummary> = {}): AdminOrderSummary {
  return {
    id: ID,
    paypalOrderId: 'SIM123',
    captureId: 'CAP456',
    customerEmail: 'ada@example.com',
    customerName: 'Ada Lovelace',
    status: 'completed',
    stateCode: 'CA',
    countryCode: 'US',
    taxName: 'Sales Tax',
    subtotal: '29.98',
    discount: '0.00',
    tax: '2.17',
    total: '32.15',
    itemCount: 2,
    createdAt: '2026-11-20T10:00:00.000Z',
    invoiceNumber: 'INV-2026-000042',
    ...overrides,
  };
}

function detail(overrides: Partial<AdminOrderDetail> = {}): AdminOrderDetail {
  return {
    ...summary(),
    taxRate: '0.07250',
    discount: '0.00',
    promoCode: null,
    paymentStatus: 'captured',
    lines: [
      {
        id: 'l1',
        artworkId: 'a1',
        title: 'Neon Fox',
        productKind: 'artwork',
        category: 'Core Collection',
        quantity: 1,
        unitPrice: '14.99',
        lineTotal: '14.99',
        refundedAt: null,
        refundAmount: '16.08',
      },
      {
        id: 'l2',
        artworkId: 'package-abstract-3-pack',
        title: 'Abstract 3-Pack',
        productKind: null,
        category: null,
        quantity: 1,
        unitPrice: '14.99',
        lineTotal: '14.99',
        refundedAt: null,
        refundAmount: '16.07',
      },
    ],
    grants: [
      {
        id: 'g1',
        artworkId: 'a1',
        originalName: 'neon-fox.png',
        downloadCount: 3,
        lastDownloadedAt: '2026-11-21T09:00:00.000Z',
        expiresAt: '2026-12-20T10:00:00.000Z',
        isExpired: false,
        revokedAt: null,
      },
      {
        id: 'g2',
        artworkId: 'a2',
        originalName: 'old-owl.png',
        downloadCount: 0,
        lastDownloadedAt: null,
        expiresAt: '2026-10-01T10:00:00.000Z',
        isExpired: true,
        revokedAt: null,
      },
    ],
    refunds: [],
    refunded: '0.00',
    refundable: '32.15',
    ...overrides,
  };
}

const page = (orders: AdminOrderSummary[], extra: Partial<AdminOrderList> = {}): AdminOrderList => ({
  orders,
  total: orders.length,
  nextOffset: null,
  ...extra,
});

afterEach(() => vi.unstubAllGlobals());

describe('OrdersPanel', () => {
  it('lists orders, searches them through the URL and opens one with its lines and grants', async () => {
    const requests: string[] = [];
    stubApi({
      'GET /api/orders': ({ url }) => {
        requests.push(url);
        return page([summary()]);
      },
      [`GET /api/orders/${ID}/admin`]: () => detail(),
    });
    renderWithProviders(<OrdersPanel />, { route: '/dashboard?tab=orders' });

    const row = (await screen.findByRole('button', { name: 'ABCDEF12' })).closest('tr');
    expect(row).not.toBeNull();
    expect(within(row as HTMLElement).getByText('ada@example.com')).toBeInTheDocument();
    expect(within(row as HTMLElement).getByText('$32.15')).toBeInTheDocument();
    expect(within(row as HTMLElement).getByText('INV-2026-000042')).toBeInTheDocument();
    expect(screen.getByText(M.shown(1, 1, 1))).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText(M.searchLabel), 'CAP456');
    await userEvent.type(screen.getByLabelText(M.fromLabel), '2026-11-01');
    await userEvent.click(screen.getByRole('button', { name: M.search }));
    await vi.waitFor(() => expect(requests.at(-1)).toContain('q=CAP456'));
    expect(requests.at(-1)).toContain('from=2026-11-01');

    await userEvent.click(screen.getByRole('button', { name: 'ABCDEF12' }));
    expect(await screen.findByRole('heading', { name: M.orderTitle('ABCDEF12') })).toBeInTheDocument();
    expect(screen.getByText('7.25%')).toBeInTheDocument();
    expect(screen.getByText('Captured')).toBeInTheDocument();
    expect(screen.getByText('CAP456')).toBeInTheDocument();
    expect(screen.getByText(M.facts.invoiceNumber).nextSibling).toHaveTextContent('INV-2026-000042');
    expect(screen.getByText('$2.17')).toBeInTheDocument();
    const lines = screen.getAllByRole('table')[0] as HTMLElement;
    expect(within(lines).getByText('Artwork')).toBeInTheDocument();
    // A line stored before its kind and category were kept shows dashes.
    expect(within(lines).getAllByText(M.unknown)).toHaveLength(2);
    const grants = screen.getAllByRole('table')[1] as HTMLElement;
    expect(within(grants).getByText('neon-fox.png')).toBeInTheDocument();
    expect(within(grants).getByText('3')).toBeInTheDocument();
    expect(within(grants).getByText(M.never)).toBeInTheDocument();
    expect(within(grants).getByText(M.expired)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: M.back }));
    expect(await screen.findByRole('heading', { name: M.heading })).toBeInTheDocument();
  });

  it('shows dashes for an older order without state, rate, capture or invoice number, and says when it has no grants', async () => {
    stubApi({
      [`GET /api/orders/${ID}/admin`]: () =>
        detail({ stateCode: null, taxRate: null, captureId: null, grants: [], invoiceNumber: null }),
    });
    renderWithProviders(<OrdersPanel />, { route: `/dashboard?tab=orders&order=${ID}` });
    expect(await screen.findByText(M.noGrants)).toBeInTheDocument();
    expect(screen.getByText(M.facts.invoiceNumber).nextSibling).toHaveTextContent(M.unknown);
    expect(screen.getAllByText(M.unknown).length).toBeGreaterThanOrEqual(3);
  });

  it("shows a buyer outside the US with the country and the tax's name", async () => {
    stubApi({
      [`GET /api/orders/${ID}/admin`]: () =>
        detail({ countryCode: 'DE', stateCode: null, taxName: 'VAT', taxRate: '0.19', tax: '5.70' }),
    });
    renderWithProviders(<OrdersPanel />, { route: `/dashboard?tab=orders&order=${ID}` });
    expect(await screen.findByText('Germany')).toBeInTheDocument();
    expect(screen.getByText(M.facts.taxName).nextSibling).toHaveTextContent('VAT');
    expect(screen.getByText('19%')).toBeInTheDocument();
  });

  it('shows the promo discount and its code on an order that used one', async () => {
    stubApi({
      [`GET /api/orders/${ID}/admin`]: () => detail({ discount: '9.00', promoCode: 'LAUNCH30' }),
    });
    renderWithProviders(<OrdersPanel />, { route: `/dashboard?tab=orders&order=${ID}` });
    expect(await screen.findByText(M.facts.discount)).toBeInTheDocument();
    expect(screen.getByText(M.discountValue('9.00', 'LAUNCH30'))).toBeInTheDocument();
  });

  it('has no discount line on an order without a code', async () => {
    stubApi({ [`GET /api/orders/${ID}/admin`]: () => detail() });
    renderWithProviders(<OrdersPanel />, { route: `/dashboard?tab=orders&order=${ID}` });
    expect(await screen.findByText(M.facts.subtotal)).toBeInTheDocument();
    expect(screen.queryByText(M.facts.discount)).not.toBeInTheDocument();
  });

  it('pages forward and back', async () => {
    const offsets: string[] = [];
    stubApi({
      'GET /api/orders': ({ url }) => {
        const offset = new URL(url, 'http://localhost').searchParams.get('offset') ?? '0';
        offsets.push(offset);
        return offset === '0'
          ? page([summary()], { total: 26, nextOffset: 25 })
          : page([summary({ id: 'ffffffff-0000-4000-8000-000000000002' })], { total: 26, nextOffset: null });
      },
    });
    renderWithProviders(<OrdersPanel />);
    expect(await screen.findByText(M.shown(1, 1, 26))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: M.previous })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: M.next }));
    expect(await screen.findByText(M.shown(26, 26, 26))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: M.next })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: M.previous }));
    expect(await screen.findByText(M.shown(1, 1, 26))).toBeInTheDocument();
    expect(offsets).toEqual(['0', '25']);
  });

  it('shows loading, then the empty state with no orders and a no-match state for a search', async () => {
    stubApi({ 'GET /api/orders': () => page([]) });
    renderWithProviders(<OrdersPanel />);
    expect(screen.getByText(M.loading)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: M.emptyTitle })).toBeInTheDocument();
    expect(screen.getByText(M.emptyText)).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText(M.searchLabel), 'nobody@example.com');
    await userEvent.click(screen.getByRole('button', { name: M.search }));
    expect(await screen.findByRole('heading', { name: M.noMatchTitle })).toBeInTheDocument();
    expect(screen.getByText(M.noMatchText)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: M.clear }));
    expect(await screen.findByRole('heading', { name: M.emptyTitle })).toBeInTheDocument();
  });

  it('shows an error with a retry for the list and for an order', async () => {
    let fail = true;
    stubApi({
      'GET /api/orders': () =>
        fail
          ? new Response(JSON.stringify({ error: 'unavailable', message: 'down' }), { status: 503 })
          : page([summary()]),
      [`GET /api/orders/${ID}/admin`]: () =>
        new Response(JSON.stringify({ error: 'not_found', message: 'Order not found.' }), { status: 404 }),
    });
    renderWithProviders(<OrdersPanel />);
    expect(await screen.findByRole('heading', { name: M.errorTitle }, { timeout: 5000 })).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: M.retry }));
    await userEvent.click(await screen.findByRole('button', { name: 'ABCDEF12' }));
    expect(await screen.findByRole('heading', { name: M.orderErrorTitle }, { timeout: 5000 })).toBeInTheDocument();
  });
});
