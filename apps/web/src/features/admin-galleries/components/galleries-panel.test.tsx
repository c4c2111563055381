import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildArtwork, renderWithProviders, stubApi } from '../../../testing/admin-api-stub';
import { GALLERY_MESSAGES } from '../messages';
import { GalleriesPanel } from './galleries-panel';

const gallery = (category: string, artworkCount: number, path: string | null) => ({
  id: category.toLowerCase(),
  name: category,
  category,
  description: `${category} work.`,
  artworkCount,
  path,
});

// Issue #25: the shop's own galleries, then a legacy category while it still holds approved work.
const galleries = [
  gallery('Core Collection', 1, '/'),
  gallery('Abstract Art', 0, '/abstract-art'),
  gallery('Sci-Fi', 2, '/sci-fi'),
  gallery('Algornation', 0, '/algornation'),
  gallery('Miscellaneous', 0, '/miscellaneous'),
  gallery('Retired Works', 1, null),
];

describe('GalleriesPanel', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists the shop’s galleries with their pages, shows the approved work of the selected one, and the empty state', async () => {
    const artwork = buildArtwork({
      title: 'Sunset',
      filename: 'sunset.webp',
      status: 'approved',
      width: 1920,
      height: 1080,
    });
    stubApi({
      'GET /api/galleries/shop': () => galleries,
      'GET /api/galleries/category/Core%20Collection': () => ({ artworks: [artwork] }),
      'GET /api/galleries/category/Retired%20Works': () => ({ artworks: [] }),
    });
    renderWithProviders(<GalleriesPanel />);
    expect(await screen.findByRole('heading', { name: GALLERY_MESSAGES.heading })).toBeInTheDocument();
    const cards = await screen.findAllByTestId('gallery-card');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(galleries.map((g) => g.name));
    const [core, , sciFi, , , retired] = cards.map((card) => within(card));
    expect(core?.getByText('1 artwork')).toBeInTheDocument();
    expect(sciFi?.getByText('2 artworks')).toBeInTheDocument();
    expect(sciFi?.getByRole('link', { name: GALLERY_MESSAGES.shopPage('/sci-fi') })).toHaveAttribute('href', '/sci-fi');
    expect(retired?.getByText(GALLERY_MESSAGES.notInShop)).toBeInTheDocument();
    expect(retired?.queryByRole('link')).toBeNull();

    const tile = await screen.findByTestId('gallery-tile');
    expect(within(tile).getByText('Sunset')).toBeInTheDocument();
    expect(within(tile).getByText('1920 x 1080')).toBeInTheDocument();
    // A preview that fails to load leaves the filename on a gradient.
    fireEvent.error(within(tile).getByRole('img'));
    expect(within(tile).getByRole('img', { name: 'Sunset' })).toHaveTextContent('sunset.webp');

    await userEvent.click(retired?.getByRole('button', { name: /View Archive/ }) ?? document.body);
    expect(await screen.findByText(GALLERY_MESSAGES.empty)).toBeInTheDocument();
  });
});
