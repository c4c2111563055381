import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, stubApi } from '../../../testing/admin-api-stub';
import { LIBRARY_MESSAGES as m } from '../messages';
import { LibraryPolicyNote } from './library-policy-note';

describe('LibraryPolicyNote', () => {
  afterEach(() => vi.unstubAllGlobals());

  it.each([
    ['renew', m.policyRenew],
    ['none', m.policyNone],
  ] as const)('states the artist’s choice (%s)', async (afterExpiry, text) => {
    stubApi({ 'GET /api/library/policy': () => ({ afterExpiry }) });
    renderWithProviders(<LibraryPolicyNote />, { route: '/policies/terms' });
    expect(await screen.findByText(text)).toBeInTheDocument();
  });
});
