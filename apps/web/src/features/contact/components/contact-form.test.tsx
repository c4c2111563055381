import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '../../../components/ui/toaster';
import { resetToasts } from '../../../components/ui/use-toast';
import { renderWithProviders, stubApi } from '../../../testing/admin-api-stub';
import { contactMessages as m } from '../messages';
import { ContactForm } from './contact-form';

const refusal = (status: number, message: string) =>
  new Response(JSON.stringify({ error: 'x', message }), { status, headers: { 'content-type': 'application/json' } });

async function fill() {
  await userEvent.type(screen.getByLabelText(m.name), 'Ada');
  await userEvent.type(screen.getByLabelText(m.email), 'ada@example.com');
  await userEvent.type(screen.getByLabelText(m.subject), 'Commission');
  await userEvent.type(screen.getByLabelText(m.message), 'Hello there');
}

function renderForm() {
  return renderWithProviders(
    <>
      <ContactForm />
      <Toaster />
    </>,
  );
}

describe('ContactForm', () => {
  afterEach(() => {
    act(() => resetToasts());
    vi.unstubAllGlobals();
  });

  it('sends the four fields, then shows SPEC’s notice and clears the form', async () => {
    const bodies: unknown[] = [];
    stubApi({
      'POST /api/contact': ({ body }) => {
        bodies.push(body);
        return new Response(JSON.stringify({ id: 'm1', message: m.sentText }), { status: 201 });
      },
    });
    renderForm();
    await fill();
    await userEvent.click(screen.getByRole('button', { name: m.send }));
    expect(await screen.findByText(m.sentTitle)).toBeInTheDocument();
    expect(screen.getByText(m.sentText)).toBeInTheDocument();
    expect(screen.getByLabelText(m.name)).toHaveValue('');
    expect(bodies).toEqual([{ name: 'Ada', email: 'ada@example.com', subject: 'Commission', message: 'Hello there' }]);
  });

  it('shows the server’s refusal next to its field and keeps what was typed', async () => {
    stubApi({
      'POST /api/contact': () =>
        refusal(400, 'Invalid body field "message": Please include at most 3 links in your message.'),
    });
    renderForm();
    await fill();
    await userEvent.click(screen.getByRole('button', { name: m.send }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Message: Please include at most 3 links in your message.',
    );
    expect(screen.getByLabelText(m.message)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(m.message)).toHaveValue('Hello there');
    expect(screen.getByLabelText(m.name)).toHaveValue('Ada');
    expect(screen.queryByText(m.sentTitle)).not.toBeInTheDocument();
  });

  it('says a rate limit in minutes, and a failure without losing the message', async () => {
    let answer = refusal(429, 'Too many requests. Please wait 90 seconds and try again.');
    stubApi({ 'POST /api/contact': () => answer });
    renderForm();
    await fill();
    await userEvent.click(screen.getByRole('button', { name: m.send }));
    expect(await screen.findByRole('alert')).toHaveTextContent(m.tooMany(2));

    answer = refusal(503, 'The notifications service is unavailable. Please try again shortly.');
    await userEvent.click(screen.getByRole('button', { name: m.send }));
    expect(await screen.findByText(m.failed)).toBeInTheDocument();
    expect(screen.getByLabelText(m.subject)).toHaveValue('Commission');
  });
});
