import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { orderMessages } from '../../features/orders';
import { COMMISSIONS_MESSAGES } from '../../features/commissions';
import { packPickMessages } from '../../features/pack-picks';
import { createQueryClient } from '../../lib/query-client';
import { jsonFetch, renderStorefront } from '../../testing/storefront';
import SuccessPage from './success';

describe('/success', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('says Order Not Found without an order parameter', () => {
    vi.stubGlobal('fetch', jsonFetch({}));
    renderStorefront(<SuccessPage />, { path: '/success' });
    expect(screen.getByRole('heading', { name: orderMessages.notFoundTitle })).toBeInTheDocument();
  });

  it('shows the order and a download button per link that downloads it', async () => {
    vi.stubGlobal(
      'fetch',
      jsonFetch({
        'GET /api/orders/order-1': () => ({
          id: 'order-1',
          customerName: 'Ada Lovelace',
          totalAmount: '53.59',
          status: 'completed',
          download_links: ['/api/downloads/a', '/api/downloads/b'],
        }),
      }),
    );
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderStorefront(<SuccessPage />, { path: '/success', initialEntry: '/success?order=order-1' });
    expect(screen.getByText(orderMessages.loadingLinks)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: orderMessages.successTitle })).toBeInTheDocument();
    expect((await screen.findAllByText('Ada Lovelace')).length).toBeGreaterThan(0);
    expect(screen.getByText('$53.59')).toBeInTheDocument();
    expect(screen.getByText(orderMessages.completed)).toBeInTheDocument();
    expect(screen.getByText(orderMessages.validity)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: orderMessages.download(2) }));
    expect(click).toHaveBeenCalledTimes(1);
    expect((click.mock.contexts[0] as HTMLAnchorElement).getAttribute('href')).toBe('/api/downloads/b');
    click.mockRestore();
  });

  it('says Order Not Found for an unknown order at once, never Payment Successful! first', async () => {
    const calls: string[] = [];
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      calls.push(String(input));
      return jsonFetch({})(input, init);
    });
    renderStorefront(<SuccessPage />, { path: '/success', initialEntry: '/success?order=no-such-order' });
    expect(screen.queryByText(orderMessages.successTitle)).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: orderMessages.notFoundTitle })).toBeInTheDocument();
    expect(screen.getAllByText(orderMessages.notFoundText).length).toBeGreaterThan(0);
    expect(screen.queryByText(orderMessages.successTitle)).not.toBeInTheDocument();
    expect(screen.queryByText(/404/)).not.toBeInTheDocument();
    // A definite 404 is not retried (SPEC's three retries are for failures that may pass).
    expect(calls.filter((url) => url.endsWith('/api/orders/no-such-order'))).toHaveLength(1);
  });

  it("shows the order's real state: Refunded, not Completed", async () => {
    vi.stubGlobal(
      'fetch',
      jsonFetch({
        'GET /api/orders/order-9': () => ({
          id: 'order-9',
          customerName: 'Ada',
          totalAmount: '14.99',
          status: 'refunded',
          download_links: [],
        }),
      }),
    );
    renderStorefront(<SuccessPage />, { path: '/success', initialEntry: '/success?order=order-9' });
    expect(await screen.findByText('Refunded')).toBeInTheDocument();
    expect(screen.queryByText(orderMessages.completed)).not.toBeInTheDocument();
  });

  it('says what went wrong in words when the order cannot be loaded, after 3 retries, with a retry', async () => {
    let asked = 0;
    vi.stubGlobal(
      'fetch',
      jsonFetch({
        'GET /api/orders/order-8': () => {
          asked += 1;
          return new Response(JSON.stringify({ error: 'dependency_unavailable', message: 'The shop is busy.' }), {
            status: 503,
          });
        },
      }),
    );
    // The retries are what is tested, not react-query's back-off between them: no waiting on the clock.
    const queryClient = createQueryClient();
    queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retryDelay: 0 } });
    renderStorefront(<SuccessPage />, { path: '/success', initialEntry: '/success?order=order-8', queryClient });
    expect(await screen.findByText(orderMessages.loadError)).toBeInTheDocument();
    expect(asked).toBe(4);
    expect(screen.getByText('The shop is busy.')).toBeInTheDocument();
    expect(screen.queryByText(/dependency_unavailable/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: orderMessages.retry })).toBeInTheDocument();
  });

  it('says Order Processing while there are no links yet', async () => {
    vi.stubGlobal(
      'fetch',
      jsonFetch({
        'GET /api/orders/order-2': () => ({
          id: 'order-2',
          customerName: 'Ada',
          totalAmount: '14.99',
          status: 'completed',
          download_links: [],
        }),
      }),
    );
    renderStorefront(<SuccessPage />, { path: '/success', initialEntry: '/success?order=order-2' });
    expect(await screen.findByText(orderMessages.processingTitle)).toBeInTheDocument();
  });

  it("asks to choose the pack's artworks instead of saying Order Processing forever", async () => {
    vi.stubGlobal(
      'fetch',
      jsonFetch({
        'GET /api/orders/order-3': () => ({
          id: 'order-3',
          customerName: 'Ada',
          totalAmount: '34.99',
          status: 'completed',
          download_links: [],
        }),
        'GET /api/orders/order-3/picks': () => ({
          orderId: 'order-3',
          remaining: 3,
          packs: [
            {
              lineId: 'line-1',
              packageId: 'package-abstract-3-pack',
              title: 'Abstract 3-Pack',
              quantity: 1,
              collection: 'abstract-art',
              collectionLabel: 'Abstract Art',
              categories: ['Abstract Art'],
              maxPrice: null,
              total: 3,
              used: 0,
              remaining: 3,
              picked: [],
            },
          ],
        }),
        'GET /api/artworks': () => ({ items: [], total: 0, page: 1, limit: 24, nextCursor: null }),
      }),
    );
    renderStorefront(<SuccessPage />, { path: '/success', initialEntry: '/success?order=order-3' });
    // "Choose your N artworks", with a link to the picker on this page.
    expect(await screen.findByText('Choose your 3 artworks')).toBeInTheDocument();
    expect(screen.getByText(packPickMessages.choose)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: packPickMessages.openPicker })).toHaveAttribute('href', '#choose-artworks');
    expect(screen.queryByText(orderMessages.processingTitle)).not.toBeInTheDocument();
    const picker = screen.getByRole('heading', { name: 'Choose 3 artworks from Abstract Art' });
    expect(picker.closest('#choose-artworks')).not.toBeNull();
  });

  it('asks for the brief of a custom logo under the order, and adds nothing to an order without one', async () => {
    vi.stubGlobal(
      'fetch',
      jsonFetch({
        'GET /api/orders/order-3': () => ({
          id: 'order-3',
          customerName: 'Lin',
          totalAmount: '19.99',
          status: 'completed',
          download_links: [],
        }),
        'GET /api/orders/order-3/commissions': () => ({
          commissions: [
            {
              id: 'c1',
              number: 1,
              productName: 'Custom Logo',
              status: 'awaiting_brief',
              isBriefEditable: true,
              brief: null,
              deliveredAt: null,
              files: [],
            },
          ],
        }),
      }),
    );
    renderStorefront(<SuccessPage />, { path: '/success', initialEntry: '/success?order=order-3' });
    expect(await screen.findByRole('heading', { name: COMMISSIONS_MESSAGES.heading })).toBeInTheDocument();
    expect(screen.getByText(COMMISSIONS_MESSAGES.buyerStatus.awaiting_brief)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: COMMISSIONS_MESSAGES.saveBrief })).toBeInTheDocument();
  });
});
