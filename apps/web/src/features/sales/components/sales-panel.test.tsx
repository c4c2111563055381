import type { SalesReport } from '@shop/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, stubApi } from '../../../testing/admin-api-stub';
import { SALES_MESSAGES as M } from '../messages';
import { defaultSalesPeriod, SalesPanel } from './sales-panel';

const report: SalesReport = {
  from: '2026-03-01',
  to: '2026-03-31',
  groupBy: 'day',
  totals: {
    orders: 3,
    subtotal: '188.96',
    discount: '0.00',
    net: '188.96',
    tax: '13.85',
    total: '202.81',
    refunds: 1,
    refunded: '21.44',
    refundedNet: '19.99',
    netAfterRefunds: '168.97',
    totalAfterRefunds: '181.37',
  },
  revenue: [
    {
      period: '2026-03-03',
      orders: 2,
      subtotal: '74.97',
      discount: '0.00',
      net: '74.97',
      tax: '5.59',
      total: '80.56',
      refunds: 1,
      refunded: '21.44',
      refundedNet: '19.99',
      netAfterRefunds: '54.98',
      totalAfterRefunds: '59.12',
    },
  ],
  byCategory: [
    { category: 'Sci-Fi', quantity: 2, revenue: '39.98' },
    { category: null, quantity: 1, revenue: '34.99' },
  ],
  byKind: [
    { productKind: 'pack', quantity: 1, revenue: '34.99' },
    { productKind: null, quantity: 1, revenue: '10.00' },
  ],
  bestSellers: [{ artworkId: 'fox', title: 'Neon Fox', quantity: 2, revenue: '39.98' }],
  taxByState: [
    { stateCode: 'CA', countryCode: 'US', taxName: 'Sales Tax', orders: 2, taxableSubtotal: '168.97', tax: '12.25' },
    { stateCode: null, countryCode: 'US', taxName: 'Sales Tax', orders: 1, taxableSubtotal: '10.00', tax: '0.00' },
    { stateCode: null, countryCode: 'DE', taxName: 'VAT', orders: 1, taxableSubtotal: '29.99', tax: '5.70' },
  ],
  byPromoCode: [],
  byLicence: [],
};

afterEach(() => vi.unstubAllGlobals());

describe('SalesPanel', () => {
  it('defaults to the last 30 days by day', () => {
    expect(defaultSalesPeriod(new Date('2026-03-31T12:00:00Z'), 'UTC')).toEqual({
      from: '2026-03-02',
      to: '2026-03-31',
      groupBy: 'day',
    });
    // The shop's days: at 23:30 UTC it is already tomorrow in Berlin.
    expect(defaultSalesPeriod(new Date('2026-03-31T23:30:00Z'), 'Europe/Berlin')).toEqual({
      from: '2026-03-03',
      to: '2026-04-01',
      groupBy: 'day',
    });
  });

  it('shows every table for the chosen period, with a CSV export of each', async () => {
    const urls: string[] = [];
    stubApi({
      'GET /api/sales': ({ url }) => {
        urls.push(url);
        return report;
      },
      'GET /api/shop-identity/time-zone': () => ({ timeZone: 'Europe/Berlin' }),
    });
    renderWithProviders(<SalesPanel />);
    expect(screen.getByText(M.loading)).toBeInTheDocument();
    expect(await screen.findByText(M.totals(3, '202.81', '13.85'))).toBeInTheDocument();
    // Asked once, in the shop's zone (not first in UTC while the zone loads), which the dates name.
    expect(urls).toHaveLength(1);
    expect(urls[0]).toContain('timeZone=Europe%2FBerlin');
    expect(screen.getByLabelText(M.fromLabel)).toHaveAccessibleDescription('Europe/Berlin');

    // Refunds are figures of their own, beside the sales, in the totals and per period.
    expect(screen.getByTestId('sales-refunds')).toHaveTextContent(M.refunds(1, '21.44', '168.97', '181.37'));
    const revenue = screen.getByRole('table', { name: M.tables.revenue });
    expect(
      within(revenue)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(expect.arrayContaining([M.columns.refunds, M.columns.refunded, M.columns.netAfterRefunds]));
    expect(within(revenue).getByText('$54.98')).toBeInTheDocument();

    const tax = screen.getByRole('table', { name: M.tables.tax });
    expect(within(tax).getByText('CA')).toBeInTheDocument();
    expect(within(tax).getByText('$12.25')).toBeInTheDocument();
    // The country first, then the US state: Canada's CA never sits under California's.
    expect(
      within(tax)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual([
      M.columns.country,
      M.columns.state,
      M.columns.taxName,
      M.columns.orders,
      M.columns.taxableSubtotal,
      M.columns.tax,
    ]);
    expect(within(tax).getByText('Germany')).toBeInTheDocument();
    expect(within(tax).getByText('VAT')).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: M.tables.kinds })).getByText('Pack')).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: M.tables.works })).getByText('Neon Fox')).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: M.tables.categories })).getByText('Sci-Fi')).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: M.tables.revenue })).getByText('2026-03-03')).toBeInTheDocument();

    const fromInput = screen.getByLabelText(M.fromLabel);
    await userEvent.clear(fromInput);
    await userEvent.type(fromInput, '2026-03-01');
    const toInput = screen.getByLabelText(M.toLabel);
    await userEvent.clear(toInput);
    await userEvent.type(toInput, '2026-03-31');
    await userEvent.selectOptions(screen.getByLabelText(M.groupByLabel), 'week');
    await userEvent.click(screen.getByRole('button', { name: M.show }));
    await vi.waitFor(() => expect(urls.at(-1)).toContain('from=2026-03-01&to=2026-03-31&groupBy=week'));

    const exportTax = await screen.findByRole('link', { name: `${M.exportCsv}: ${M.tables.tax}` });
    expect(exportTax).toHaveAttribute(
      'href',
      '/api/sales/export?from=2026-03-01&to=2026-03-31&groupBy=week&timeZone=Europe%2FBerlin&table=tax',
    );
    // Every table but the licences', which shows only once a work was sold under a tier (tested below).
    for (const name of Object.values(M.tables).filter((name) => name !== M.tables.licences))
      expect(screen.getByRole('link', { name: `${M.exportCsv}: ${name}` })).toBeInTheDocument();
  });

  it('says when a period has no sales, and shows an error with a retry', async () => {
    let fail = true;
    stubApi({
      'GET /api/sales': () =>
        fail
          ? new Response(JSON.stringify({ error: 'validation_failed', message: 'Bad period' }), { status: 400 })
          : {
              ...report,
              totals: {
                orders: 0,
                subtotal: '0.00',
                discount: '0.00',
                net: '0.00',
                tax: '0.00',
                total: '0.00',
                refunds: 0,
                refunded: '0.00',
                refundedNet: '0.00',
                netAfterRefunds: '0.00',
                totalAfterRefunds: '0.00',
              },
              revenue: [],
            },
    });
    renderWithProviders(<SalesPanel />);
    expect(await screen.findByRole('heading', { name: M.errorTitle })).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: M.retry }));
    expect(await screen.findByRole('heading', { name: M.emptyTitle })).toBeInTheDocument();
    expect(screen.getByText(M.emptyText)).toBeInTheDocument();
  });

  it('says so when a table has no rows, e.g. a period that sold only packs', async () => {
    stubApi({ 'GET /api/sales': () => ({ ...report, bestSellers: [] }) });
    renderWithProviders(<SalesPanel />);
    const works = (await screen.findByRole('heading', { name: M.tables.works })).closest('section') as HTMLElement;
    expect(within(works).getByText(M.noRows)).toBeInTheDocument();
  });

  it('shows promo discounts, the net revenue and the discounts by code', async () => {
    stubApi({
      'GET /api/sales': () => ({
        ...report,
        totals: { ...report.totals, discount: '14.00', net: '174.96' },
        byPromoCode: [{ promoCode: 'LAUNCH30', orders: 2, discount: '14.00', net: '31.96' }],
      }),
    });
    renderWithProviders(<SalesPanel />);
    expect(await screen.findByText(M.discounts('14.00', '174.96'))).toBeInTheDocument();
    const codes = screen.getByRole('table', { name: M.tables['promo-codes'] });
    expect(within(codes).getByText('LAUNCH30')).toBeInTheDocument();
    expect(within(codes).getByText('$14.00')).toBeInTheDocument();
    expect(
      within(screen.getByRole('table', { name: M.tables.revenue })).getByText(M.columns.discount),
    ).toBeInTheDocument();
  });

  it('shows the works sold by licence once a tier was sold, and no such table before', async () => {
    stubApi({
      'GET /api/sales': () => ({
        ...report,
        byLicence: [
          { licence: 'Commercial', quantity: 2, revenue: '79.98' },
          { licence: null, quantity: 1, revenue: '14.99' },
        ],
      }),
    });
    renderWithProviders(<SalesPanel />);
    const licences = await screen.findByRole('table', { name: M.tables.licences });
    expect(within(licences).getByText('Commercial')).toBeInTheDocument();
    expect(within(licences).getByText('$79.98')).toBeInTheDocument();
    expect(within(licences).getByText(M.shopLicence)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: `${M.exportCsv}: ${M.tables.licences}` })).toHaveAttribute(
      'href',
      expect.stringContaining('table=licences'),
    );
  });

  it('leaves the discount line out when no code was used', async () => {
    stubApi({ 'GET /api/sales': () => report });
    renderWithProviders(<SalesPanel />);
    await screen.findByText(M.totals(3, '202.81', '13.85'));
    expect(screen.queryByText(/promo discounts/)).not.toBeInTheDocument();
    expect(screen.queryByRole('table', { name: M.tables.licences })).not.toBeInTheDocument();
  });
});
