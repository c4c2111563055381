import { DOWNLOAD_LICENCE } from '@shop/contracts';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { orderMessages } from '../../features/orders';
import { jsonFetch, makeArtwork, renderStorefront } from '../../testing/storefront';
import SuccessPage from './success';

// "Delivery that says what was bought", on the success page.
const FOX = 'a0000000-0000-4000-8000-00000000000f';
const OWL = 'a0000000-0000-4000-8000-00000000000e';
const fox = makeArtwork({ id: FOX, title: 'Neon Fox', filename: 'neon-fox.png' });

const order = (extra: Record<string, unknown>) => ({
  id: 'order-1',
  customerName: 'Grace Hopper',
  totalAmount: '34.98',
  status: 'completed',
  download_links: ['/api/downloads/a', '/api/downloads/b'],
  ...extra,
});

function open(answer: Record<string, unknown>) {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    jsonFetch({
      'GET /api/orders/order-1': () => answer,
      'GET /api/artworks': (_body, url) => {
        asked.push(url.searchParams.get('ids') ?? '');
        return { items: [fox], total: 1, page: 1, limit: 2, nextCursor: null };
      },
    }),
  );
  renderStorefront(<SuccessPage />, { path: '/success', initialEntry: '/success?order=order-1' });
  return asked;
}

describe('/success says what was bought', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows each item's title and thumbnail beside its 'Download <title>' button, where the receipt went, and the licence", async () => {
    const asked = open(
      order({
        downloadItems: [
          { artworkId: FOX, title: 'Neon Fox' },
          { artworkId: OWL, title: 'Owl' },
        ],
        receiptEmail: 'gr•••@example.com',
      }),
    );
    const firstButton = await screen.findByRole('button', { name: orderMessages.downloadWork('Neon Fox') });
    const first = firstButton.closest('li');
    const second = screen.getByRole('button', { name: orderMessages.downloadWork('Owl') }).closest('li');
    // A long title is cut to one line on a phone; the whole name is the tooltip.
    expect(firstButton).toHaveAttribute('title', 'Download Neon Fox');
    expect(within(firstButton).getByText('Download Neon Fox')).toHaveClass('truncate');
    expect(screen.queryByRole('button', { name: orderMessages.download(1) })).not.toBeInTheDocument();
    if (!first || !second) throw new Error('each download is a list item');
    expect(within(first).getByTestId('download-title')).toHaveTextContent('Neon Fox');
    expect(within(second).getByTestId('download-title')).toHaveTextContent('Owl');
    // The shop shows the fox; the owl is no longer shown in the shop: its title stays, without a picture.
    expect(await within(first).findByTestId('download-thumbnail')).toHaveAttribute(
      'src',
      expect.stringMatching(/^\/api\/files\/neon-fox\.png\?w=480/),
    );
    expect(within(second).queryByTestId('download-thumbnail')).not.toBeInTheDocument();
    expect(asked).toEqual([[OWL, FOX].sort().join(',')]);

    expect(screen.getByText('Receipt sent to gr•••@example.com')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: DOWNLOAD_LICENCE.heading })).toBeInTheDocument();
  });

  it("keeps SPEC's buttons alone for an answer without the new fields, and names no address", async () => {
    const asked = open(order({}));
    expect(await screen.findByRole('button', { name: orderMessages.download(2) })).toBeInTheDocument();
    expect(screen.queryByTestId('download-title')).not.toBeInTheDocument();
    expect(screen.queryByText(/Receipt sent to/)).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: DOWNLOAD_LICENCE.heading })).toBeInTheDocument();
    expect(asked).toEqual([]);
  });

  it('shows no licence when there is nothing to download', async () => {
    open(order({ download_links: [], status: 'pending', receiptEmail: null }));
    expect(await screen.findByText(orderMessages.pendingTitle)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: DOWNLOAD_LICENCE.heading })).not.toBeInTheDocument();
    expect(screen.queryByText(/Receipt sent to/)).not.toBeInTheDocument();
  });
});
