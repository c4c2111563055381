import type { ContactMessage, ContactReply } from '@shop/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, stubApi } from '../../../testing/admin-api-stub';
import { INBOX_MESSAGES as M } from '../messages';
import { formatDateTime } from '../../../lib/dates';
import { InboxPanel } from './inbox-panel';

const ID = '00000000-0000-4000-8000-000000000001';
const REPLY_ID = '00000000-0000-4000-8000-0000000000aa';
const SENT_AT = '2026-11-26T09:30:00.000Z';

const message: ContactMessage = {
  id: ID,
  name: 'Grace Hopper',
  email: 'grace@example.com',
  subject: 'A large print',
  message: 'Could you print Neon Fox at A1?',
  isRead: true,
  emailedAt: '2026-11-25T10:01:00.000Z',
  createdAt: '2026-11-25T10:00:00.000Z',
  replies: [],
};

const replyOf = (overrides: Partial<ContactReply>): ContactReply => ({
  id: REPLY_ID,
  messageId: ID,
  subject: 'Re: A large print',
  text: 'Yes, A1 works.',
  sender: 'Algorithmic Art Gallery <orders@shop.example>',
  status: 'sent',
  failureReason: null,
  createdAt: SENT_AT,
  sentAt: SENT_AT,
  ...overrides,
});

const json = (body: unknown, status: number) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The Inbox's server: the list carries the replies the POSTs stored, as the real one does. */
function stubInbox(answer: (body: unknown) => Response, initial: ContactReply[] = []) {
  const stored = { ...message, replies: [...initial] };
  const posts: unknown[] = [];
  const resends: string[] = [];
  const fetchMock = stubApi({
    'GET /api/contact-messages': () => ({ items: [stored], total: 1, unread: 0 }),
    [`POST /api/contact-messages/${ID}/replies`]: ({ body }) => {
      posts.push(body);
      const response = answer(body);
      if (response.status === 201) stored.replies.push(replyOf({ text: (body as { text: string }).text }));
      return response;
    },
    [`POST /api/contact-messages/${ID}/replies/${REPLY_ID}/send`]: () => {
      resends.push(REPLY_ID);
      stored.replies = stored.replies.map((item) => ({
        ...item,
        status: 'sent',
        failureReason: null,
        sentAt: SENT_AT,
      }));
      return json(stored.replies[0], 200);
    },
  });
  return { posts, resends, fetchMock };
}

async function openMessage() {
  renderWithProviders(<InboxPanel />);
  const list = await screen.findByRole('list', { name: M.listLabel });
  await userEvent.click(within(list).getByRole('button', { name: /A large print/ }));
}

describe('InboxPanel replies', () => {
  it('offers "Send again" for a reply whose send never finished, not for one just being sent', async () => {
    stubInbox(
      () => json({}, 500),
      [
        replyOf({ status: 'sending', sentAt: null, createdAt: '2026-11-25T10:05:00.000Z' }),
        replyOf({
          id: '00000000-0000-4000-8000-0000000000bb',
          text: 'Just now',
          status: 'sending',
          sentAt: null,
          createdAt: new Date().toISOString(),
        }),
      ],
    );
    await openMessage();
    const thread = screen.getByRole('region', { name: M.repliesLabel });
    expect(within(thread).getAllByText(M.replyStatusSending)).toHaveLength(2);
    expect(within(thread).getAllByRole('button', { name: M.sendAgain })).toHaveLength(1);
  });

  afterEach(() => vi.unstubAllGlobals());

  it('writes a reply, sends it (busy while sending) and shows it under the message as sent', async () => {
    const { posts, fetchMock } = stubInbox((body) => json(replyOf({ text: (body as { text: string }).text }), 201));
    // Hold the POST until the test has seen the busy state.
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (init?.method === 'POST') await gate;
      return fetchMock(input, init);
    });
    await openMessage();

    await userEvent.click(screen.getByRole('button', { name: M.reply }));
    const box = screen.getByRole('textbox', { name: M.replyLabel('Grace Hopper') });
    expect(screen.getByRole('button', { name: M.send })).toBeDisabled();
    expect(screen.getByText(M.replyHint('grace@example.com'))).toBeInTheDocument();
    await userEvent.type(box, 'Yes, A1 works.');
    await userEvent.click(screen.getByRole('button', { name: M.send }));

    expect(await screen.findByRole('button', { name: M.sending })).toBeDisabled();
    expect(screen.getByRole('button', { name: M.cancel })).toBeDisabled();
    release();

    const thread = await screen.findByRole('region', { name: M.repliesLabel });
    expect(within(thread).getByText('Yes, A1 works.')).toBeInTheDocument();
    expect(within(thread).getByText(M.replyStatusSent(formatDateTime(SENT_AT, 'UTC')))).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: M.replyLabel('Grace Hopper') })).not.toBeInTheDocument();
    expect(posts).toEqual([{ text: 'Yes, A1 works.' }]);
  });

  it('closes the form on Cancel without sending anything', async () => {
    const { posts } = stubInbox(() => json({}, 500));
    await openMessage();
    await userEvent.click(screen.getByRole('button', { name: M.reply }));
    await userEvent.type(screen.getByRole('textbox', { name: M.replyLabel('Grace Hopper') }), 'Draft');
    await userEvent.click(screen.getByRole('button', { name: M.cancel }));
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: M.reply })).toBeInTheDocument();
    expect(posts).toEqual([]);
  });

  it("shows the server's refusal and keeps the text", async () => {
    stubInbox(() => json({ error: 'bad_request', message: 'A reply can be at most 5000 characters.' }, 400));
    await openMessage();
    await userEvent.click(screen.getByRole('button', { name: M.reply }));
    const box = screen.getByRole('textbox', { name: M.replyLabel('Grace Hopper') });
    await userEvent.type(box, 'Too long, says the server');
    await userEvent.click(screen.getByRole('button', { name: M.send }));
    expect(await screen.findByRole('alert')).toHaveTextContent('A reply can be at most 5000 characters.');
    expect(box).toHaveValue('Too long, says the server');
    expect(screen.getByRole('button', { name: M.send })).toBeEnabled();
  });

  it('shows a failed reply as not sent, with the reason, and sends it again', async () => {
    const { resends } = stubInbox(
      () => json({}, 500),
      [replyOf({ status: 'failed', failureReason: 'connect ECONNREFUSED', sentAt: null })],
    );
    await openMessage();
    const thread = screen.getByRole('region', { name: M.repliesLabel });
    expect(within(thread).getByText(M.replyStatusFailed)).toBeInTheDocument();
    expect(within(thread).getByText('connect ECONNREFUSED')).toBeInTheDocument();

    await userEvent.click(within(thread).getByRole('button', { name: M.sendAgain }));
    await waitFor(() =>
      expect(within(thread).getByText(M.replyStatusSent(formatDateTime(SENT_AT, 'UTC')))).toBeInTheDocument(),
    );
    expect(within(thread).queryByRole('button', { name: M.sendAgain })).not.toBeInTheDocument();
    expect(resends).toEqual([REPLY_ID]);
  });
});
