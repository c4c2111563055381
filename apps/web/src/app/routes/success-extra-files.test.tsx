import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { orderMessages } from '../../features/orders';
import { jsonFetch, makeArtwork, renderStorefront } from '../../testing/storefront';
import SuccessPage from './success';

// A work's extra files on the success page: one link each, under the work's own button.
const FOX = 'a0000000-0000-4000-8000-00000000000f';
const fox = makeArtwork({ id: FOX, title: 'Neon Fox', filename: 'neon-fox.png' });
const pdfUrl = '/api/downloads/a/files/f2';

describe('/success lists the extra files of a work', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('offers each file by its label, with its format and size, and downloads it by its own link', async () => {
    vi.stubGlobal(
      'fetch',
      jsonFetch({
        'GET /api/orders/order-1': () => ({
          id: 'order-1',
          customerName: 'Grace Hopper',
          totalAmount: '9.99',
          status: 'completed',
          download_links: ['/api/downloads/a'],
          downloadItems: [
            {
              artworkId: FOX,
              title: 'Neon Fox',
              files: [
                {
                  id: 'f1',
                  label: 'Print size TIFF',
                  format: 'TIFF',
                  width: 7200,
                  height: 4800,
                  sizeBytes: 80_100_000,
                  url: '/api/downloads/a/files/f1',
                },
                {
                  id: 'f2',
                  label: 'Print instructions',
                  format: 'PDF',
                  width: null,
                  height: null,
                  sizeBytes: 42_000,
                  url: pdfUrl,
                },
              ],
            },
          ],
        }),
        'GET /api/artworks': () => ({ items: [fox], total: 1, page: 1, limit: 1, nextCursor: null }),
      }),
    );
    renderStorefront(<SuccessPage />, { path: '/success', initialEntry: '/success?order=order-1' });
    await screen.findByRole('button', { name: orderMessages.downloadWork('Neon Fox') });
    const files = screen.getByTestId('download-extra-files');
    expect(
      within(files)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Print size TIFF (TIFF · 7200 × 4800 px · 80.1 MB)', 'Print instructions (PDF · 42 KB)']);

    const clicked: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(new URL(this.href).pathname);
    });
    await userEvent.click(
      screen.getByRole('button', { name: orderMessages.downloadWorkFile('Neon Fox', 'Print instructions') }),
    );
    expect(clicked).toEqual([pdfUrl]);
    click.mockRestore();
  });
});
