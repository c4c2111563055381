import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildArtwork, renderWithProviders, stubApi } from '../../../testing/admin-api-stub';
import { GALLERY_MESSAGES } from '../messages';
import { GalleriesPanel } from './galleries-panel';

const galleries = [
  {
    id: 'core',
    name: 'Core Collection',
    category: 'Core Collection',
    description: 'Signature pieces.',
    artworkCount: 1,
  },
  { id: 'political', name: 'Political Edge', category: 'Political Edge', description: 'Power.', artworkCount: 0 },
  {
    id: 'abstracts',
    name: 'Abstracts & Experiments',
    category: 'Abstracts & Experiments',
    description: 'Shapes.',
    artworkCount: 0,
  },
  { id: 'retired', name: 'Retired Works', category: 'Retired Works', description: 'Archive.', artworkCount: 0 },
];

describe('GalleriesPanel', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists the four categories, shows the approved work of the selected one, and the empty state', async () => {
    const artwork = buildArtwork({
      title: 'Sunset',
      filename: 'sunset.webp',
      status: 'approved',
      width: 1920,
      height: 1080,
    });
    stubApi({
      'GET /api/galleries': () => galleries,
      'GET /api/galleries/category/Core%20Collection': () => ({ artworks: [artwork] }),
      'GET /api/galleries/category/Retired%20Works': () => ({ artworks: [] }),
    });
    renderWithProviders(<GalleriesPanel />);
    expect(await screen.findByRole('heading', { name: GALLERY_MESSAGES.heading })).toBeInTheDocument();
    const cards = await screen.findAllByTestId('gallery-card');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(galleries.map((g) => g.name));
    expect(within(cards[0] ?? document.body).getByText('1 artwork')).toBeInTheDocument();
    expect(within(cards[3] ?? document.body).getByRole('button', { name: /View Archive/ })).toBeInTheDocument();

    const tile = await screen.findByTestId('gallery-tile');
    expect(within(tile).getByText('Sunset')).toBeInTheDocument();
    expect(within(tile).getByText('1920 x 1080')).toBeInTheDocument();
    // A preview that fails to load leaves the filename on a gradient.
    fireEvent.error(within(tile).getByRole('img'));
    expect(within(tile).getByRole('img', { name: 'Sunset' })).toHaveTextContent('sunset.webp');

    await userEvent.click(within(cards[3] ?? document.body).getByRole('button', { name: /View Archive/ }));
    expect(await screen.findByText(GALLERY_MESSAGES.empty)).toBeInTheDocument();
  });
});
