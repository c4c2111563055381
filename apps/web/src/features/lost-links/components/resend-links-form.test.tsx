import { RESEND_LINKS_ACCEPTED_MESSAGE } from '@shop/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, stubApi } from '../../../testing/admin-api-stub';
import { lostLinksMessages as m } from '../messages';
import { ResendLinksForm } from './resend-links-form';

const error = (status: number, message: string) =>
  new Response(JSON.stringify({ error: 'x', message }), { status, headers: { 'content-type': 'application/json' } });

describe('ResendLinksForm', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends the address and the order number, then says to check the inbox', async () => {
    const bodies: unknown[] = [];
    stubApi({
      'POST /api/downloads/resend': ({ body }) => {
        bodies.push(body);
        return new Response(JSON.stringify({ message: RESEND_LINKS_ACCEPTED_MESSAGE }), { status: 202 });
      },
    });
    renderWithProviders(<ResendLinksForm />);
    await userEvent.type(screen.getByLabelText(m.email), ' ada@example.com ');
    await userEvent.type(screen.getByLabelText(m.orderId), 'abcdef12-0000-4000-8000-000000000001');
    await userEvent.click(screen.getByRole('button', { name: m.submit }));

    expect(await screen.findByRole('heading', { name: m.sentTitle })).toBeInTheDocument();
    expect(screen.getByText(RESEND_LINKS_ACCEPTED_MESSAGE)).toBeInTheDocument();
    expect(bodies).toEqual([{ email: 'ada@example.com', orderId: 'abcdef12-0000-4000-8000-000000000001' }]);
  });

  it('leaves out an empty order number and starts from the order in the address', async () => {
    const bodies: unknown[] = [];
    stubApi({
      'POST /api/downloads/resend': ({ body }) => {
        bodies.push(body);
        // The declared answer is a 202 (callEndpoint refuses an undeclared status).
        return new Response(JSON.stringify({ message: RESEND_LINKS_ACCEPTED_MESSAGE }), { status: 202 });
      },
    });
    renderWithProviders(<ResendLinksForm initialOrderId="order-9" />);
    expect(screen.getByLabelText(m.orderId)).toHaveValue('order-9');
    await userEvent.clear(screen.getByLabelText(m.orderId));
    await userEvent.type(screen.getByLabelText(m.email), 'ada@example.com');
    await userEvent.click(screen.getByRole('button', { name: m.submit }));
    await screen.findByRole('heading', { name: m.sentTitle });
    expect(bodies).toEqual([{ email: 'ada@example.com' }]);
  });

  it('says a 429 in minutes and keeps what was typed', async () => {
    stubApi({
      'POST /api/downloads/resend': () =>
        error(429, 'Too many requests for download links from this connection. Please try again in 14 minutes.'),
    });
    renderWithProviders(<ResendLinksForm />);
    await userEvent.type(screen.getByLabelText(m.email), 'ada@example.com');
    await userEvent.click(screen.getByRole('button', { name: m.submit }));
    expect(await screen.findByRole('alert')).toHaveTextContent(m.tooMany(14));
    expect(screen.getByLabelText(m.email)).toHaveValue('ada@example.com');
  });

  it('says when the address is refused, and when the shop cannot answer', async () => {
    let answer = error(400, 'Invalid body field "email": Please enter a valid e-mail address.');
    stubApi({ 'POST /api/downloads/resend': () => answer });
    renderWithProviders(<ResendLinksForm />);
    await userEvent.type(screen.getByLabelText(m.email), 'ada@example.com');
    await userEvent.click(screen.getByRole('button', { name: m.submit }));
    expect(await screen.findByRole('alert')).toHaveTextContent(m.invalidEmail);
    expect(screen.getByLabelText(m.email)).toHaveAttribute('aria-invalid', 'true');

    answer = error(503, 'The orders service is unavailable.');
    await userEvent.click(screen.getByRole('button', { name: m.submit }));
    expect(await screen.findByText(m.failed)).toBeInTheDocument();
  });
});
