import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, stubApi } from '../../../testing/admin-api-stub';
import { AUTH_MESSAGES } from '../messages';
import { AuthGate } from './auth-gate';
import { SignOutButton } from './sign-out-button';

describe('AuthGate', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the sign-in form without a session, the server message on a wrong password, and the content once signed in', async () => {
    let signedIn = false;
    stubApi({
      'GET /api/auth/me': () =>
        signedIn
          ? { role: 'admin' }
          : new Response('{"error":"unauthorized","message":"Not signed in."}', { status: 401 }),
      'POST /api/auth/login': ({ body }) => {
        if ((body as { password: string }).password !== 'right') {
          return new Response(JSON.stringify({ error: 'unauthorized', message: 'Incorrect password.' }), {
            status: 401,
          });
        }
        signedIn = true;
        return { role: 'admin' };
      },
      'POST /api/auth/logout': () => {
        signedIn = false;
        return undefined;
      },
    });
    renderWithProviders(
      <AuthGate>
        <p>secret dashboard</p>
        <SignOutButton />
      </AuthGate>,
    );
    const password = await screen.findByLabelText(AUTH_MESSAGES.passwordLabel);
    await userEvent.type(password, 'wrong');
    await userEvent.click(screen.getByRole('button', { name: AUTH_MESSAGES.submit }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect password.');

    await userEvent.clear(password);
    await userEvent.type(password, 'right{Enter}');
    expect(await screen.findByText('secret dashboard')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: AUTH_MESSAGES.signOut }));
    expect(await screen.findByLabelText(AUTH_MESSAGES.passwordLabel)).toBeInTheDocument();
    expect(screen.queryByText('secret dashboard')).not.toBeInTheDocument();
  });
});
