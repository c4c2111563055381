import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '../../../components/ui/toaster';
import { resetToasts } from '../../../components/ui/use-toast';
import { buildArtwork, renderWithProviders, stubApi } from '../../../testing/admin-api-stub';
import { PREVIEW_MESSAGES } from '../messages';
import { LayoutPreviewPanel } from './layout-preview-panel';

const approved = [
  ...['a', 'b', 'c', 'd'].map((id) =>
    buildArtwork({ id, title: `Art ${id}`, status: 'approved', category: 'Core Collection' }),
  ),
  buildArtwork({ id: 'e', title: 'Art e', status: 'approved', category: 'Political Edge' }),
];

const galleries = [
  ['Core Collection', 4],
  ['Political Edge', 1],
  ['Abstracts & Experiments', 0],
  ['Retired Works', 0],
].map(([category, artworkCount]) => ({
  id: String(category),
  name: String(category),
  category,
  description: '',
  artworkCount,
}));

const page = (items: typeof approved) => ({ items, total: items.length, page: 1, limit: 48, nextCursor: null });

/** The server's side: approved work only, narrowed to `ids` when asked, as the catalog answers. */
function artworksRoute({ url }: { url: string }) {
  const ids = new URL(url, 'http://localhost').searchParams.get('ids');
  return page(ids === null ? approved : approved.filter((artwork) => ids.split(',').includes(artwork.id)));
}

describe('LayoutPreviewPanel', () => {
  afterEach(() => {
    act(() => resetToasts());
    vi.unstubAllGlobals();
  });

  it('features up to 3 approved artworks, counts approved work per category, toggles devices and saves the layout', async () => {
    const saved: unknown[] = [];
    const fetchMock = stubApi({
      'GET /api/artworks': artworksRoute,
      'GET /api/galleries': () => galleries,
      'GET /api/layout': () => ({ template: 'minimalist-grid', featuredIds: ['d'] }),
      'PUT /api/layout': ({ body }) => {
        saved.push(body);
        return body;
      },
    });
    renderWithProviders(
      <>
        <LayoutPreviewPanel />
        <Toaster />
      </>,
    );
    const mock = await screen.findByTestId('mock-homepage');
    expect(mock).toHaveAttribute('data-template', 'minimalist-grid');
    expect(screen.getAllByTestId('featured-artwork')).toHaveLength(3);
    expect(screen.getByRole('img', { name: 'Art d' })).toHaveAttribute('src', expect.stringMatching(/^\/api\/files\//));
    expect(screen.getAllByTestId('category-tile').map((tile) => tile.textContent)).toEqual([
      'Core Collection4 approved',
      'Political Edge1 approved',
      'Abstracts & Experiments0 approved',
      'Retired Works0 approved',
    ]);

    expect(mock).toHaveClass('max-w-7xl');
    await userEvent.click(screen.getByRole('button', { name: PREVIEW_MESSAGES.devices.tablet }));
    expect(mock).toHaveClass('max-w-3xl');
    await userEvent.click(screen.getByRole('button', { name: PREVIEW_MESSAGES.devices.mobile }));
    expect(mock).toHaveClass('max-w-sm');

    await userEvent.selectOptions(screen.getByLabelText(PREVIEW_MESSAGES.templateLabel), 'portfolio-style');
    await userEvent.click(screen.getByRole('button', { name: PREVIEW_MESSAGES.saveLayout }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toEqual({ template: 'portfolio-style', featuredIds: ['d', 'a', 'b'] });
    expect(await screen.findByText(PREVIEW_MESSAGES.savedTitle)).toBeInTheDocument();

    // It asked for a bounded page of approved work and the saved picks, never the whole list.
    const artworkUrls = fetchMock.mock.calls
      .map(([input]) => String(input))
      .filter((url) => url.startsWith('/api/artworks'));
    expect(artworkUrls.length).toBeGreaterThan(0);
    for (const url of artworkUrls) {
      const params = new URL(url, 'http://localhost').searchParams;
      expect(params.get('status'), url).toBe('approved');
      expect(Number(params.get('limit')), url).toBeLessThanOrEqual(48);
    }
    expect(artworkUrls.some((url) => url.includes('ids=d'))).toBe(true);
  });

  it('says so when the approved artworks cannot be loaded', async () => {
    stubApi({
      'GET /api/artworks': () => new Response('{"error":"unavailable","message":"Down"}', { status: 503 }),
      'GET /api/galleries': () => galleries,
      'GET /api/layout': () => ({ template: 'modern-gallery', featuredIds: [] }),
    });
    renderWithProviders(<LayoutPreviewPanel />);
    expect(await screen.findByRole('alert')).toHaveTextContent(PREVIEW_MESSAGES.artworksFailed);
  });
});
