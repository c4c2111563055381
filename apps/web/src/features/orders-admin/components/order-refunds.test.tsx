import type { AdminOrderDetail, AdminOrderSummary, RefundResult } from '@shop/contracts';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '../../../components/ui/toaster';
import { resetToasts } from '../../../components/ui/use-toast';
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

/** The order after its first line (16.08 of 32.15) was refunded. */
const partlyRefunded = (overrides: Partial<AdminOrderDetail>) =>
  detail({ status: 'partially_refunded', refunded: '16.08', refundable: '16.07', ...overrides });

const refundResult = (overrides: Partial<RefundResult> = {}): RefundResult => ({
  orderId: ID,
  status: 'refunded',
  refund: {
    id: 'r1',
    providerRefundId: 'SIMREF1',
    amount: '32.15',
    lineIds: ['l1', 'l2'],
    source: 'dashboard',
    requestedBy: 'curator',
    createdAt: '2026-11-25T10:00:00.000Z',
  },
  revokedGrantIds: ['g1', 'g2'],
  ...overrides,
});

function openOrder() {
  return renderWithProviders(
    <>
      <OrdersPanel />
      <Toaster />
    </>,
    { route: `/dashboard?tab=orders&order=${ID}` },
  );
}

describe('refunds in the Orders view', () => {
  afterEach(() => {
    act(() => resetToasts());
    vi.unstubAllGlobals();
  });

  it('asks with the amount before refunding the order, then shows the new status, the refund and the closed downloads', async () => {
    let refunded = false;
    const bodies: unknown[] = [];
    stubApi({
      [`GET /api/orders/${ID}/admin`]: () =>
        refunded
          ? detail({
              status: 'refunded',
              paymentStatus: 'refunded',
              refunded: '32.15',
              refundable: '0.00',
              refunds: [refundResult().refund],
              lines: detail().lines.map((line) => ({ ...line, refundedAt: '2026-11-25T10:00:00.000Z' })),
              grants: detail().grants.map((grant) => ({ ...grant, revokedAt: '2026-11-25T10:00:00.000Z' })),
            })
          : detail(),
      [`POST /api/orders/${ID}/refunds`]: ({ body }) => {
        bodies.push(body);
        refunded = true;
        return refundResult();
      },
    });
    openOrder();

    await userEvent.click(await screen.findByRole('button', { name: M.refundOrder }));
    expect(screen.getByText('Refund $32.15 to the buyer?')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: M.cancel }));
    expect(bodies).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: M.refundOrder }));
    await userEvent.click(screen.getByRole('button', { name: M.refundConfirmButton }));
    expect(await screen.findByText(M.refundedToast('32.15', 'Refunded').title)).toBeInTheDocument();
    expect(bodies).toEqual([{ all: true, from: 'dashboard' }]);

    const made = await screen.findByText(`${M.lastRefundHeading}: $32.15`);
    const panel = made.closest('[role="status"]') as HTMLElement;
    expect(within(panel).getByText(M.lastRefundStatus('Refunded'))).toBeInTheDocument();
    expect(within(panel).getByText(M.lastRefundRevoked(2))).toBeInTheDocument();
    expect(within(panel).getByText('neon-fox.png')).toBeInTheDocument();
    expect(within(panel).getByText('old-owl.png')).toBeInTheDocument();
    // The order reads refunded; no refund is offered any more; the refund is listed.
    expect(await screen.findByText(M.refundedTotal('32.15', '32.15'), { exact: false })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: M.refundOrder })).toBeNull();
    const tables = screen.getAllByRole<HTMLTableElement>('table');
    expect(within(tables[0] as HTMLElement).getAllByText(M.refundedLine)).toHaveLength(2);
    expect(within(tables[1] as HTMLElement).getAllByText(M.revoked)).toHaveLength(2);
    expect(screen.getByText('SIMREF1')).toBeInTheDocument();
  });

  it('refunds one line with its own amount and marks it refunded', async () => {
    let refunded = false;
    const bodies: unknown[] = [];
    stubApi({
      [`GET /api/orders/${ID}/admin`]: () =>
        refunded
          ? partlyRefunded({
              lines: detail().lines.map((line) =>
                line.id === 'l1' ? { ...line, refundedAt: '2026-11-25T10:00:00.000Z' } : line,
              ),
            })
          : detail(),
      [`POST /api/orders/${ID}/refunds`]: ({ body }) => {
        bodies.push(body);
        refunded = true;
        return refundResult({
          status: 'partially_refunded',
          refund: { ...refundResult().refund, amount: '16.08', lineIds: ['l1'] },
          revokedGrantIds: ['g1'],
        });
      },
    });
    openOrder();

    // By label: role queries over the whole order page are slow in jsdom.
    await userEvent.click(await screen.findByLabelText(M.refundLineLabel('Neon Fox')));
    expect(screen.getByText('Refund $16.08 to the buyer?')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: M.refundConfirmButton }));
    const made = await screen.findByText(`${M.lastRefundHeading}: $16.08`);
    const panel = made.closest('[role="status"]') as HTMLElement;
    expect(within(panel).getByText(M.lastRefundStatus('Partially refunded'))).toBeInTheDocument();
    expect(within(panel).getByText('neon-fox.png')).toBeInTheDocument();
    expect(bodies).toEqual([{ lineId: 'l1', from: 'dashboard' }]);
    expect(await screen.findByText(M.refundedLine)).toBeInTheDocument();
    expect(screen.getByLabelText(M.refundLineLabel('Abstract 3-Pack'))).toBeInTheDocument();
    expect(screen.getByText('Partially refunded')).toBeInTheDocument();
  });

  it('sends the reason typed in the prompt and lists it with the refund', async () => {
    let refunded = false;
    const bodies: unknown[] = [];
    const made = { ...refundResult().refund, amount: '16.08', lineIds: ['l1'], reason: 'Sent the wrong file' };
    stubApi({
      [`GET /api/orders/${ID}/admin`]: () =>
        refunded
          ? partlyRefunded({
              refunds: [made, { ...made, id: 'r0', providerRefundId: 'SIMREF0', reason: null }],
            })
          : detail(),
      [`POST /api/orders/${ID}/refunds`]: ({ body }) => {
        bodies.push(body);
        refunded = true;
        return refundResult({ status: 'partially_refunded', refund: made, revokedGrantIds: ['g1'] });
      },
    });
    openOrder();

    await userEvent.click(await screen.findByLabelText(M.refundLineLabel('Neon Fox')));
    const reason = screen.getByLabelText(M.refundReasonLabel);
    expect(reason).toHaveAttribute('maxlength', '200');
    await userEvent.type(reason, '  Sent the wrong file ');
    await userEvent.click(screen.getByRole('button', { name: M.refundConfirmButton }));
    await screen.findByText(`${M.lastRefundHeading}: $16.08`);
    expect(bodies).toEqual([{ lineId: 'l1', from: 'dashboard', reason: 'Sent the wrong file' }]);

    const table = (await screen.findByText('SIMREF1')).closest('table') as HTMLElement;
    expect(within(table).getByRole('columnheader', { name: M.refundColumns.reason })).toBeInTheDocument();
    expect(within(table).getByText('Sent the wrong file')).toBeInTheDocument();
    expect(within(table).getByText(M.unknown)).toBeInTheDocument();
  });

  it('says in words why PayPal refused, and leaves the order as it was', async () => {
    stubApi({
      [`GET /api/orders/${ID}/admin`]: () => detail(),
      [`POST /api/orders/${ID}/refunds`]: () =>
        new Response(
          JSON.stringify({
            error: 'refund_refused',
            message: 'PayPal refused the refund (REFUND_NOT_ALLOWED). Nothing was refunded.',
          }),
          { status: 502 },
        ),
    });
    openOrder();
    await userEvent.click(await screen.findByRole('button', { name: M.refundOrder }));
    await userEvent.click(screen.getByRole('button', { name: M.refundConfirmButton }));
    expect(await screen.findByText(M.refundFailed)).toBeInTheDocument();
    expect(
      screen.getByText('PayPal refused the refund (REFUND_NOT_ALLOWED). Nothing was refunded.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: M.refundOrder })).toBeInTheDocument();
    expect(screen.queryByText(M.lastRefundHeading, { exact: false })).toBeNull();
  });

  it('shows each order’s status in the list', async () => {
    stubApi({
      'GET /api/orders': () => ({
        orders: [
          summary({ status: 'partially_refunded' }),
          summary({ id: 'ffffffff-0000-4000-8000-000000000002', status: 'reversed' }),
        ],
        total: 2,
        nextOffset: null,
      }),
    });
    renderWithProviders(<OrdersPanel />);
    expect(await screen.findByText('Partially refunded')).toBeInTheDocument();
    expect(screen.getByText('Reversed')).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader', { name: M.columns.status })).toHaveLength(1);
  });
});
