import { LIBRARY_SIGN_IN_SENT_MESSAGE } from '@shop/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, stubApi } from '../../../testing/admin-api-stub';
import { LIBRARY_MESSAGES as m } from '../messages';
import { LibrarySignInForm } from './library-sign-in-form';

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('LibrarySignInForm', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('says what it sends in the library’s own words, and only an address', async () => {
    const bodies: unknown[] = [];
    stubApi({
      'POST /api/library/sign-in-link': ({ body }) => {
        bodies.push(body);
        return answer(202, { message: LIBRARY_SIGN_IN_SENT_MESSAGE });
      },
    });
    renderWithProviders(<LibrarySignInForm />);
    expect(screen.getByRole('form', { name: m.signInHeading })).toBeInTheDocument();
    expect(screen.getByText(m.signInIntro)).toBeInTheDocument();
    expect(screen.getAllByRole('textbox')).toHaveLength(1);
    await userEvent.type(screen.getByLabelText(m.email), 'ada@example.com');
    await userEvent.click(screen.getByRole('button', { name: m.submit }));

    expect(await screen.findByRole('heading', { name: m.sentTitle })).toBeInTheDocument();
    expect(screen.getByText(LIBRARY_SIGN_IN_SENT_MESSAGE)).toBeInTheDocument();
    expect(bodies).toEqual([{ email: 'ada@example.com' }]);
    await userEvent.click(screen.getByRole('button', { name: m.sendAnother }));
    expect(screen.getByLabelText(m.email)).toHaveValue('ada@example.com');
  });

  it('says a 429 as sign-in links in minutes, and a refused address, keeping what was typed', async () => {
    let next = answer(429, {
      error: 'too_many_requests',
      message: 'Too many requests for sign-in links. Please try again in 3 minutes.',
    });
    stubApi({ 'POST /api/library/sign-in-link': () => next });
    renderWithProviders(<LibrarySignInForm />);
    await userEvent.type(screen.getByLabelText(m.email), 'ada@example.com');
    await userEvent.click(screen.getByRole('button', { name: m.submit }));
    expect(await screen.findByRole('alert')).toHaveTextContent(m.tooMany(3));
    expect(screen.getByLabelText(m.email)).toHaveValue('ada@example.com');

    next = answer(400, {
      error: 'bad_request',
      message: 'Invalid body field "email": Please enter a valid e-mail address.',
    });
    await userEvent.click(screen.getByRole('button', { name: m.submit }));
    expect(await screen.findByText(m.invalidEmail)).toBeInTheDocument();
    expect(screen.getByLabelText(m.email)).toHaveAttribute('aria-invalid', 'true');
  });
});
