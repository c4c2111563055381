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

/** New work of the shop's other category pages shows on the home page. */
describe('NewArrivals', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks for the newest approved work of every shop category but the house one, and links each category page with its pictures', async () => {
    const asked: URL[] = [];
    const orbit = makeArtwork({ title: 'Orbit', category: 'Sci-Fi' });
    const comet = makeArtwork({ title: 'Comet', category: 'Sci-Fi' });
    const misc = makeArtwork({ title: 'Oddment', category: 'Miscellaneous' });
    vi.stubGlobal(
      'fetch',
      jsonFetch({
        'GET /api/artworks': (_body, url) => {
          asked.push(url);
          return page([orbit, misc, comet]);
        },
      }),
    );
    const { container } = renderStorefront(<NewArrivals houseCategory="Core Collection" />);

    const section = await screen.findByRole('region', { name: galleryMessages.home.newArrivalsHeading });
    const links = within(section).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      [galleryMessages.home.newIn('Sci-Fi', 2), '/sci-fi'],
      [galleryMessages.home.newIn('Miscellaneous', 1), '/miscellaneous'],
    ]);
    // SPEC's home grid shows the house category only: other works' titles stay on their own pages.
    expect(within(section).queryByText(/Orbit|Oddment|Comet/)).toBeNull();
    const pictures = [...container.querySelectorAll('[data-testid="new-arrivals"] img')];
    expect(pictures).toHaveLength(3);
    expect(pictures.every((img) => img.getAttribute('loading') === 'lazy' && img.getAttribute('alt') === '')).toBe(
      true,
    );
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
