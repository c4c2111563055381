import type { Artwork, OrderPicks, PackLinePicks } from '@shop/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildArtwork, renderWithProviders, stubApi, type RouteHandler } from '../../../testing/admin-api-stub';
import { packPickMessages as m } from '../messages';
import { PackPicker } from './pack-picker';

const ORDER = 'abcdef12-0000-4000-8000-000000000001';
const PICKS = `GET /api/orders/${ORDER}/picks`;
const PICK = `POST /api/orders/${ORDER}/picks`;

function pack(overrides: Partial<PackLinePicks> = {}): PackLinePicks {
  return {
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
    ...overrides,
  };
}

const picksOf = (...packs: PackLinePicks[]): OrderPicks => ({
  orderId: ORDER,
  remaining: packs.reduce((sum, line) => sum + line.remaining, 0),
  packs,
});

const works = (titles: string[], category = 'Abstract Art'): Artwork[] =>
  titles.map((title, index) =>
    buildArtwork({
      id: `00000000-0000-4000-8000-${String(category.length * 100 + index).padStart(12, '0')}`,
      title,
      category,
      status: 'approved',
      price: '19.99',
      isForSale: true,
    }),
  );

const page = (items: Artwork[], total = items.length, pageNumber = 1) => ({
  items,
  total,
  page: pageNumber,
  limit: 24,
  nextCursor: null,
});

function renderPicker(routes: Record<string, RouteHandler>, onPicked = vi.fn()) {
  const fetchMock = stubApi(routes);
  renderWithProviders(<PackPicker orderId={ORDER} onPicked={onPicked} />, { route: `/success?order=${ORDER}` });
  return { fetchMock, onPicked };
}

/** The last works query the picker sent (thumbnails also ask for the preview version). */
function lastArtworksUrl(fetchMock: ReturnType<typeof stubApi>): URL {
  const urls = fetchMock.mock.calls.map((call) => new URL(String(call[0]), 'http://localhost'));
  const last = urls.filter((url) => url.pathname === '/api/artworks').at(-1);
  if (!last) throw new Error('no works query was sent');
  return last;
}

describe('PackPicker', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('says it is loading, then asks for the pack’s works with the picks left', async () => {
    renderPicker({ [PICKS]: () => picksOf(pack()), 'GET /api/artworks': () => page(works(['Blue Drift'])) });
    expect(screen.getByText(m.loadingPicks)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Choose 3 artworks from Abstract Art' })).toBeInTheDocument();
    expect(screen.getByText('Abstract 3-Pack: 3 picks left of 3.')).toBeInTheDocument();
    expect(await screen.findByRole('checkbox', { name: 'Blue Drift' })).toBeInTheDocument();
    expect(screen.getByText(m.selected(0, 3))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: m.confirm(0) })).toBeDisabled();
  });

  it('shows each work’s title, price and whole thumbnail, and the credits left as the buyer selects', async () => {
    const misc = buildArtwork({
      id: '00000000-0000-4000-8000-000000000999',
      title: 'Odd Thing',
      category: 'Miscellaneous',
      status: 'approved',
      price: null,
      isForSale: false,
    });
    renderPicker({
      [PICKS]: () => picksOf(pack()),
      'GET /api/artworks': () => page([...works(['Blue Drift']), misc]),
    });
    const blue = await screen.findByRole('checkbox', { name: 'Blue Drift' });
    expect(blue).toHaveAccessibleDescription('$19.99');
    expect(screen.getByRole('checkbox', { name: 'Odd Thing' })).toHaveAccessibleDescription('$14.99');
    const card = blue.closest('label');
    if (!card) throw new Error('no card');
    const thumbnail = card.querySelector('img');
    expect(thumbnail).toHaveClass('object-contain');
    expect(thumbnail).not.toHaveClass('object-cover');
    expect(screen.getByText(m.leftAfter(3))).toBeInTheDocument();
    await userEvent.click(blue);
    expect(screen.getByText(m.leftAfter(2))).toBeInTheDocument();
    expect(screen.getByText(m.selected(1, 3))).toBeInTheDocument();
  });

  it.each([
    ['an order without a pack', () => picksOf()],
    ['an unknown order', () => new Response('{"error":"not_found","message":"Order not found."}', { status: 404 })],
  ])('shows nothing for %s', async (_what, answer) => {
    renderPicker({ [PICKS]: answer });
    await waitFor(() => expect(screen.queryByText(m.loadingPicks)).not.toBeInTheDocument());
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says when the pack cannot be loaded, and retries', async () => {
    let calls = 0;
    renderPicker({
      [PICKS]: () => {
        calls += 1;
        return calls === 1 ? new Response('{"error":"x","message":"down"}', { status: 503 }) : picksOf(pack());
      },
      'GET /api/artworks': () => page([]),
    });
    expect(await screen.findByText(m.picksError)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: m.retry }));
    expect(await screen.findByRole('heading', { name: 'Choose 3 artworks from Abstract Art' })).toBeInTheDocument();
  });

  it('says when the collection has no works yet', async () => {
    renderPicker({ [PICKS]: () => picksOf(pack()), 'GET /api/artworks': () => page([]) });
    expect(await screen.findByText(m.empty('Abstract Art'))).toBeInTheDocument();
  });

  it('says when the works cannot be loaded', async () => {
    renderPicker({
      [PICKS]: () => picksOf(pack()),
      'GET /api/artworks': () => new Response('{"error":"x","message":"down"}', { status: 503 }),
    });
    expect(await screen.findByText(m.worksError)).toBeInTheDocument();
  });

  it('lists only for-sale, priced works of the category, one page at a time', async () => {
    const { fetchMock } = renderPicker({
      [PICKS]: () => picksOf(pack()),
      'GET /api/artworks': ({ url }) => {
        const pageNumber = Number(new URL(url, 'http://localhost').searchParams.get('page'));
        return page(works([pageNumber === 1 ? 'First Page Work' : 'Second Page Work']), 30, pageNumber);
      },
    });
    expect(await screen.findByRole('checkbox', { name: 'First Page Work' })).toBeInTheDocument();
    const firstUrl = lastArtworksUrl(fetchMock);
    expect(Object.fromEntries(firstUrl.searchParams)).toMatchObject({
      category: 'Abstract Art',
      forSale: 'true',
      hasPrice: 'true',
      page: '1',
    });
    expect(firstUrl.searchParams.has('maxPrice')).toBe(false);
    expect(screen.getByText(m.page(1, 2))).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: m.next }));
    expect(await screen.findByRole('checkbox', { name: 'Second Page Work' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: m.next })).toBeDisabled();
  });

  it('asks only for works within the pack’s price ceiling, and says what it is', async () => {
    const { fetchMock } = renderPicker({
      [PICKS]: () => picksOf(pack({ maxPrice: '19.99' })),
      'GET /api/artworks': () => page(works(['Blue Drift'])),
    });
    expect(await screen.findByRole('checkbox', { name: 'Blue Drift' })).toBeInTheDocument();
    expect(screen.getByText(m.ceiling('19.99'))).toBeInTheDocument();
    expect(lastArtworksUrl(fetchMock).searchParams.get('maxPrice')).toBe('19.99');
  });

  it('lets the keyboard choose up to the picks left, then adds them and shows what the server said', async () => {
    const [a, b, c] = works(['Blue Drift', 'Red Fold', 'Green Hour']);
    const posted: unknown[] = [];
    const onPicked = vi.fn();
    renderPicker(
      {
        [PICKS]: () => picksOf(pack({ remaining: 2, used: 1 })),
        'GET /api/artworks': () => page([a, b, c].filter((work) => work !== undefined)),
        [PICK]: ({ body }) => {
          posted.push(body);
          const done = pack({
            remaining: 0,
            used: 3,
            picked: [
              { artworkId: a?.id ?? '', title: 'Blue Drift' },
              { artworkId: b?.id ?? '', title: 'Red Fold' },
            ],
          });
          return {
            ...picksOf(done),
            granted: done.picked,
            alreadyOwned: [],
            message: '2 artworks added to your downloads.',
            download_links: ['/api/downloads/x', '/api/downloads/y'],
          };
        },
      },
      onPicked,
    );
    const blue = await screen.findByRole('checkbox', { name: 'Blue Drift' });
    blue.focus();
    await userEvent.keyboard(' ');
    await userEvent.tab();
    await userEvent.keyboard(' ');
    expect(screen.getByRole('checkbox', { name: 'Red Fold' })).toBeChecked();
    // Two picks left: the third work cannot be chosen until one is unchosen.
    expect(screen.getByRole('checkbox', { name: 'Green Hour' })).toBeDisabled();
    expect(screen.getByText(m.selected(2, 2))).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: m.confirm(2) }));
    // Picks are final: a dialog names them and asks first; going back sends nothing.
    const dialog = await screen.findByRole('dialog', { name: m.confirmTitle(2) });
    expect(within(dialog).getByText(m.confirmText(2, 2))).toBeInTheDocument();
    expect(within(dialog).getByText('Blue Drift')).toBeInTheDocument();
    expect(within(dialog).getByText('Red Fold')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: m.confirmBack }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(posted).toEqual([]);
    expect(screen.getByRole('checkbox', { name: 'Red Fold' })).toBeChecked();

    await userEvent.click(screen.getByRole('button', { name: m.confirm(2) }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: m.confirmYes(2) }));

    expect(posted).toEqual([{ artworkIds: [a?.id, b?.id] }]);
    expect(await screen.findByRole('heading', { name: m.allUsedTitle })).toBeInTheDocument();
    expect(screen.getByText(m.allUsed('Abstract 3-Pack'))).toBeInTheDocument();
    expect(screen.getByText('Red Fold')).toBeInTheDocument();
    expect(onPicked).toHaveBeenCalledTimes(1);
  });

  it('shows the server’s refusal when the picks were used meanwhile (another tab)', async () => {
    const [a] = works(['Blue Drift']);
    renderPicker({
      [PICKS]: () => picksOf(pack({ remaining: 1, used: 2 })),
      'GET /api/artworks': () => page(a ? [a] : []),
      [PICK]: () =>
        new Response(
          JSON.stringify({
            error: 'pack_credits_used_up',
            message: 'All picks of this order are used: nothing was added.',
          }),
          { status: 409 },
        ),
    });
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Blue Drift' }));
    await userEvent.click(screen.getByRole('button', { name: m.confirm(1) }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: m.confirmYes(1) }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(m.pickFailed)).toBeInTheDocument();
    expect(within(alert).getByText('All picks of this order are used: nothing was added.')).toBeInTheDocument();
  });

  it('marks works already picked, and lets a Smart Bundle browse each shop page', async () => {
    const [rocket] = works(['Rocket Dawn'], 'Sci-Fi');
    const [core] = works(['House Piece'], 'Core Collection');
    const { fetchMock } = renderPicker({
      [PICKS]: () =>
        picksOf(
          pack({
            packageId: 'package-smart-bundle-3',
            title: 'Smart Bundle 3-Pack',
            collection: 'shop',
            collectionLabel: 'the shop',
            categories: ['Core Collection', 'Sci-Fi'],
            total: 2,
            used: 1,
            remaining: 1,
            picked: [{ artworkId: core?.id ?? '', title: 'House Piece' }],
          }),
        ),
      'GET /api/artworks': ({ url }) => {
        const category = new URL(url, 'http://localhost').searchParams.get('category');
        return page(category === 'Sci-Fi' ? (rocket ? [rocket] : []) : core ? [core] : []);
      },
    });
    expect(await screen.findByRole('heading', { name: 'Choose 1 artwork from the shop' })).toBeInTheDocument();
    const house = await screen.findByRole('checkbox', { name: /House Piece/ });
    expect(house).toBeChecked();
    expect(house).toBeDisabled();
    expect(screen.getByText(m.alreadyPicked)).toBeInTheDocument();

    await userEvent.selectOptions(screen.getByLabelText(m.categoryLabel), 'Sci-Fi');
    expect(await screen.findByRole('checkbox', { name: 'Rocket Dawn' })).toBeInTheDocument();
    const lastUrl = lastArtworksUrl(fetchMock);
    expect(lastUrl.searchParams.get('category')).toBe('Sci-Fi');
  });
});
