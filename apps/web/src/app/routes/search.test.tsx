import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../config/paths';
import { GALLERY_PAGE_SIZE, galleryMessages, SearchBox } from '../../features/gallery';
import { publicArtworksFetch } from '../../testing/artwork-pages';
import { makeArtwork, renderStorefront } from '../../testing/storefront';
import SearchPage from './search';

const m = galleryMessages.search;

describe('search', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  const works = [
    makeArtwork({ title: 'Harbour at dusk', price: '19.99' }),
    makeArtwork({ title: 'Mountain', ocrText: 'HARBOUR LIGHTS', price: '14.99' }),
    makeArtwork({ title: 'Harbour pending', status: 'pending' }),
    makeArtwork({ title: 'Desert' }),
    ...Array.from({ length: GALLERY_PAGE_SIZE }, (_, i) => makeArtwork({ title: `Harbour ${i + 1}` })),
  ];

  it('lists the matches of the title or the picture’s text in the gallery cards, with a count and Load more', async () => {
    const urls: string[] = [];
    vi.stubGlobal(
      'fetch',
      publicArtworksFetch(() => works, urls),
    );
    renderStorefront(<SearchPage />, { path: paths.search, initialEntry: `${paths.search}?q=harbour` });

    expect(await screen.findByRole('heading', { level: 1, name: m.heading('harbour') })).toBeInTheDocument();
    expect(await screen.findAllByRole('article')).toHaveLength(GALLERY_PAGE_SIZE);
    expect(screen.getByText(m.count(GALLERY_PAGE_SIZE + 2))).toBeInTheDocument();
    expect(screen.queryByText('Desert')).not.toBeInTheDocument();
    expect(screen.queryByText('Harbour pending')).not.toBeInTheDocument();
    const asked = new URL(urls[0] ?? '', 'http://localhost').searchParams;
    expect(asked.get('q')).toBe('harbour');
    expect(asked.get('limit')).toBe(String(GALLERY_PAGE_SIZE));

    await userEvent.setup().click(screen.getByRole('button', { name: galleryMessages.loadMore.button }));
    expect(await screen.findAllByRole('article')).toHaveLength(GALLERY_PAGE_SIZE + 2);
    expect(screen.getByText('Mountain')).toBeInTheDocument();
  });

  it('sorts by the chosen key and keeps it in the address', async () => {
    const urls: string[] = [];
    vi.stubGlobal(
      'fetch',
      publicArtworksFetch(() => works, urls),
    );
    const { router } = renderStorefront(<SearchPage />, {
      path: paths.search,
      initialEntry: `${paths.search}?q=harbour`,
    });
    await screen.findAllByRole('article');
    await userEvent.setup().selectOptions(screen.getByRole('combobox', { name: m.sortLabel }), m.sorts.title);
    expect(router.state.location.search).toBe('?q=harbour&sort=title');
    await vi.waitFor(() =>
      expect(new URL(urls.at(-1) ?? '', 'http://localhost').searchParams.get('sort')).toBe('title'),
    );
    const first = (await screen.findAllByRole('article'))[0] as HTMLElement;
    expect(within(first).getByRole('heading')).toHaveTextContent('Harbour 1');
  });

  it('says so when nothing matches', async () => {
    vi.stubGlobal(
      'fetch',
      publicArtworksFetch(() => works),
    );
    renderStorefront(<SearchPage />, { path: paths.search, initialEntry: `${paths.search}?q=zebra` });
    expect(await screen.findByText(m.empty('zebra'))).toBeInTheDocument();
    expect(screen.getByText(m.count(0))).toBeInTheDocument();
  });

  it('the header’s search box is a labelled search form that opens the results page', async () => {
    vi.stubGlobal(
      'fetch',
      publicArtworksFetch(() => works),
    );
    const { router } = renderStorefront(<SearchBox />);
    const form = screen.getByRole('search');
    const user = userEvent.setup();
    await user.type(within(form).getByRole('searchbox', { name: m.label }), '  harbour lights ');
    await user.click(within(form).getByRole('button', { name: m.submit }));
    expect(router.state.location.pathname).toBe(paths.search);
    expect(router.state.location.search).toBe('?q=harbour+lights');
  });
});
