import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, stubApi } from '../../../testing/admin-api-stub';
import { GALLERY_MESSAGES } from '../messages';
import { GalleriesPanel } from './galleries-panel';

const category = (name: string, artworkCount: number) => ({
  id: name.toLowerCase(),
  name,
  category: name,
  description: `${name} work.`,
  artworkCount,
});

describe('GalleriesPanel, the shop’s own galleries', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('keeps SPEC’s four category cards and lists each shop gallery with its page and count below them', async () => {
    const dashboardCategories = ['Core Collection', 'Political Edge', 'Abstracts & Experiments', 'Retired Works'];
    stubApi({
      'GET /api/galleries': () => dashboardCategories.map((name) => category(name, 0)),
      'GET /api/galleries/shop': () => [
        { ...category('Core Collection', 0), path: '/' },
        { ...category('Sci-Fi', 2), path: '/sci-fi' },
        { ...category('Retired Works', 1), path: null },
      ],
      'GET /api/galleries/category/Core%20Collection': () => ({ artworks: [] }),
    });
    renderWithProviders(<GalleriesPanel />);

    const cards = await screen.findAllByTestId('gallery-card');
    expect(cards).toHaveLength(4);
    const shop = within(await screen.findByRole('region', { name: GALLERY_MESSAGES.shopGalleriesHeading }));
    const items = shop.getAllByTestId('shop-gallery');
    expect(items.map((item) => item.firstChild?.textContent)).toEqual(['Core Collection', 'Sci-Fi', 'Retired Works']);
    const sciFi = within(items[1] ?? document.body);
    expect(sciFi.getByText('2 artworks')).toBeInTheDocument();
    expect(sciFi.getByRole('link', { name: GALLERY_MESSAGES.shopPage('/sci-fi') })).toHaveAttribute('href', '/sci-fi');
    const retired = within(items[2] ?? document.body);
    expect(retired.getByText(GALLERY_MESSAGES.notInShop)).toBeInTheDocument();
    expect(retired.queryByRole('link')).toBeNull();
  });
});
