import { LIBRARY_SIGN_IN_SENT_MESSAGE, type Library, type LibraryItem, type LibraryOrder } from '@shop/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LIBRARY_MESSAGES as m } from '../../features/library';
import { renderWithProviders, stubApi, type RouteHandler } from '../../testing/admin-api-stub';
import LibraryPage from './library';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const signedOut = () => json(401, { error: 'unauthorized', message: 'Your library session has ended.' });

const ORDER_ID = '6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f';
const LIVE_ITEM: LibraryItem = {
  grantId: 'g1',
  artworkId: 'a1',
  title: 'Neon Fox',
  fileName: 'neon-fox.png',
  state: 'live',
  url: 'https://shop.example/api/downloads/abc',
  expiresAt: '2026-10-31T10:00:00.000Z',
};
const order = (overrides: Partial<LibraryOrder> = {}): LibraryOrder => ({
  id: ORDER_ID,
  createdAt: '2026-10-01T10:00:00.000Z',
  status: 'completed',
  totalCents: 1499,
  canRenew: false,
  items: [LIVE_ITEM],
  ...overrides,
});
const library = (orders: LibraryOrder[], afterExpiry: Library['afterExpiry'] = 'renew'): Library => ({
  email: 'ada@example.com',
  afterExpiry,
  orders,
});

function renderLibrary(routes: Record<string, RouteHandler>, hash = '') {
  window.history.replaceState(null, '', `/library${hash}`);
  const fetchMock = stubApi(routes);
  renderWithProviders(<LibraryPage />, { route: '/library' });
  return fetchMock;
}

describe('/library', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    window.history.replaceState(null, '', '/');
  });

  it('asks a browser without a session for its address, and answers with the server’s one message', async () => {
    const asked: unknown[] = [];
    renderLibrary({
      'GET /api/library': signedOut,
      'POST /api/library/sign-in-link': ({ body }) => {
        asked.push(body);
        return json(202, { message: LIBRARY_SIGN_IN_SENT_MESSAGE });
      },
    });
    await userEvent.type(await screen.findByLabelText(m.email), ' ada@example.com ');
    await userEvent.click(screen.getByRole('button', { name: m.submit }));
    expect(await screen.findByText(LIBRARY_SIGN_IN_SENT_MESSAGE)).toBeInTheDocument();
    expect(asked).toEqual([{ email: 'ada@example.com' }]);
  });

  it('spends the e-mailed link once, drops it from the address bar and lists the orders with their links', async () => {
    const opened: unknown[] = [];
    renderLibrary(
      {
        'POST /api/library/session': ({ body }) => {
          opened.push(body);
          return json(200, { email: 'ada@example.com', expiresAt: '2026-10-02T10:00:00.000Z' });
        },
        'GET /api/library': () => library([order()]),
      },
      `#token=${'t'.repeat(43)}`,
    );
    const card = await screen.findByRole('article', { name: m.order('6F1C2D3E') });
    expect(within(card).getByText('Neon Fox')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: `${m.download} Neon Fox` })).toHaveAttribute(
      'href',
      'https://shop.example/api/downloads/abc',
    );
    expect(screen.getByText(m.signedInAs('ada@example.com'))).toBeInTheDocument();
    expect(opened).toEqual([{ token: 't'.repeat(43) }]);
    expect(window.location.hash).toBe('');
  });

  it('says why a used link does not work, and offers a new one', async () => {
    renderLibrary(
      {
        'POST /api/library/session': () =>
          json(410, { error: 'gone', message: 'This sign-in link has already been used. Each link works once.' }),
        'GET /api/library': signedOut,
      },
      `#token=${'u'.repeat(43)}`,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This sign-in link has already been used. Each link works once.',
    );
    expect(await screen.findByRole('button', { name: m.submit })).toBeInTheDocument();
  });

  it('gets new links for an expired order when the shop gives them', async () => {
    const expired = order({
      canRenew: true,
      items: [{ ...LIVE_ITEM, state: 'expired', url: null, expiresAt: '2026-09-01T10:00:00.000Z' }],
    });
    renderLibrary({
      'GET /api/library': () => library([expired]),
      [`POST /api/library/orders/${ORDER_ID}/renew`]: () => order(),
    });
    const card = await screen.findByRole('article', { name: m.order('6F1C2D3E') });
    expect(within(card).queryByRole('link', { name: `${m.download} Neon Fox` })).not.toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: m.renew }));
    expect(await within(card).findByRole('link', { name: `${m.download} Neon Fox` })).toBeInTheDocument();
    expect(within(card).getByText(m.renewed)).toBeInTheDocument();
  });

  it('points to support when the shop gives no new links, and says when an address has no orders', async () => {
    const expired = order({
      items: [{ ...LIVE_ITEM, state: 'expired', url: null }],
    });
    renderLibrary({ 'GET /api/library': () => library([expired], 'none') });
    expect(await screen.findByText(m.expiredNoRenewal, { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: m.contactSupport })).toHaveAttribute('href', '/contact');
    expect(screen.queryByRole('button', { name: m.renew })).not.toBeInTheDocument();
  });

  it('shows the empty state for an address without orders', async () => {
    renderLibrary({ 'GET /api/library': () => library([]) });
    expect(await screen.findByText(m.empty)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText(m.emptyText)).toBeInTheDocument());
  });
});
