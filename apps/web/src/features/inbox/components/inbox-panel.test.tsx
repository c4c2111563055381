import type { ContactMessage } from '@shop/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, stubApi } from '../../../testing/admin-api-stub';
import { INBOX_MESSAGES as M } from '../messages';
import { InboxPanel } from './inbox-panel';

const message = (overrides: Partial<ContactMessage>): ContactMessage => ({
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Grace Hopper',
  email: 'grace@example.com',
  subject: 'A large print',
  message: 'Could you print Neon Fox at A1?\nThanks!',
  isRead: false,
  emailedAt: '2026-11-25T10:01:00.000Z',
  createdAt: '2026-11-25T10:00:00.000Z',
  replies: [],
  ...overrides,
});

/** A small server: the list and PATCH share one store, as the real one does. */
function stubInbox(messages: ContactMessage[]) {
  const store = new Map(messages.map((item) => [item.id, { ...item }]));
  const patches: unknown[] = [];
  const list = () => {
    const items = [...store.values()];
    return { items, total: items.length, unread: items.filter((item) => !item.isRead).length };
  };
  const routes: Record<string, (request: { body: unknown }) => unknown> = {
    'GET /api/contact-messages': () => list(),
  };
  for (const id of store.keys()) {
    routes[`PATCH /api/contact-messages/${id}`] = ({ body }) => {
      patches.push({ id, body });
      const current = store.get(id);
      if (!current) return undefined;
      current.isRead = (body as { isRead: boolean }).isRead;
      return current;
    };
  }
  stubApi(routes);
  return { patches };
}

describe('InboxPanel', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists messages with the unread count, opens one (marking it read) and marks it unread again', async () => {
    const { patches } = stubInbox([
      message({ id: '00000000-0000-4000-8000-000000000002', subject: 'Newest question' }),
      message({ subject: 'A large print', isRead: true }),
    ]);
    renderWithProviders(<InboxPanel />);
    expect(await screen.findByText(M.unreadCount(1, 2))).toBeInTheDocument();
    const list = screen.getByRole('list', { name: M.listLabel });
    const rows = within(list).getAllByRole('button');
    expect(rows[0]).toHaveTextContent('Newest question');
    expect(rows[0]).toHaveTextContent(M.unread);
    expect(screen.getByText(M.chooseMessage)).toBeInTheDocument();

    await userEvent.click(rows[0] as HTMLElement);
    expect(screen.getByRole('heading', { name: 'Newest question' })).toBeInTheDocument();
    expect(screen.getByText(/Could you print Neon Fox at A1\?/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: M.replyInMailApp })).toHaveAttribute(
      'href',
      'mailto:grace%40example.com?subject=Re%3A%20Newest%20question',
    );
    expect(await screen.findByText(M.unreadCount(0, 2))).toBeInTheDocument();
    expect(patches).toEqual([{ id: '00000000-0000-4000-8000-000000000002', body: { isRead: true } }]);

    await userEvent.click(await screen.findByRole('button', { name: M.markUnread }));
    expect(await screen.findByText(M.unreadCount(1, 2))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: M.markRead })).toBeInTheDocument();
  });

  it('says when there are no messages', async () => {
    stubInbox([]);
    renderWithProviders(<InboxPanel />);
    expect(await screen.findByRole('heading', { name: M.emptyTitle })).toBeInTheDocument();
  });

  it('says when the messages cannot be loaded, with a retry', async () => {
    stubApi({
      'GET /api/contact-messages': () =>
        new Response(JSON.stringify({ error: 'dependency_unavailable', message: 'down' }), { status: 503 }),
    });
    renderWithProviders(<InboxPanel />);
    expect(await screen.findByText(M.loadError)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: M.retry })).toBeInTheDocument();
  });
});
