import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonFetch, makeArtwork, renderStorefront } from '../../../testing/storefront';
import { NEW_ARRIVALS_COUNT } from '../api/get-new-arrivals';
import { galleryMessages } from '../messages';
import { NewArrivals } from './new-arrivals';

const page = (items: unknown[]) => ({
  items,
  total: items.length,
  page: 1,
  limit: NEW_ARRIVALS_COUNT,
  nextCursor: null,
});

/** Issue #25: new work of the shop's other category pages shows on the home page. */
describe('NewArrivals', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks for the newest approved work of every shop category but the house one, and shows it', async () => {
    const asked: URL[] = [];
    const sciFi = makeArtwork({ title: 'Orbit', category: 'Sci-Fi' });
    const misc = makeArtwork({ title: 'Oddment', category: 'Miscellaneous' });
    vi.stubGlobal(
      'fetch',
      jsonFetch({
        'GET /api/artworks': (_body, url) => {
          asked.push(url);
          return page([sciFi, misc]);
        },
      }),
    );
    renderStorefront(<NewArrivals houseCategory="Core Collection" />);

    const section = await screen.findByRole('region', { name: galleryMessages.home.newArrivalsHeading });
    expect(within(section).getByRole('link', { name: 'Orbit' })).toBeInTheDocument();
    expect(within(section).getByText('Miscellaneous')).toBeInTheDocument();
    expect(
      within(section)
        .getAllByRole('img')
        .every((img) => img.getAttribute('loading') === 'lazy'),
    ).toBe(true);
    expect(asked[0]?.searchParams.get('categories')).toBe('Abstract Art,Sci-Fi,Algornation,Miscellaneous');
    expect(asked[0]?.searchParams.get('sort')).toBe('newest');
    expect(asked[0]?.searchParams.get('limit')).toBe(String(NEW_ARRIVALS_COUNT));
  });

  it('shows nothing when there is no new work', async () => {
    const answered = vi.fn(() => page([]));
    vi.stubGlobal('fetch', jsonFetch({ 'GET /api/artworks': answered }));
    renderStorefront(<NewArrivals houseCategory="Core Collection" />);
    await vi.waitFor(() => expect(answered).toHaveBeenCalled());
    expect(screen.queryByRole('region', { name: galleryMessages.home.newArrivalsHeading })).toBeNull();
  });
});
