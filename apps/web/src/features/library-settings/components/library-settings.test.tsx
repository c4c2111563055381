import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '../../../components/ui/toaster';
import { resetToasts } from '../../../components/ui/use-toast';
import { renderWithProviders, stubApi } from '../../../testing/admin-api-stub';
import { LIBRARY_SETTINGS_MESSAGES as M } from '../messages';
import { LibrarySettingsPanel } from './library-settings';

describe('LibrarySettingsPanel', () => {
  afterEach(() => {
    act(() => resetToasts());
    vi.unstubAllGlobals();
  });

  it('shows the saved choice and saves the other one', async () => {
    const saved: unknown[] = [];
    stubApi({
      'GET /api/library/settings': () => ({ afterExpiry: 'renew', updatedAt: null }),
      'PUT /api/library/settings': ({ body }) => {
        saved.push(body);
        return { afterExpiry: 'none', updatedAt: '2026-11-29T00:00:00.000Z' };
      },
    });
    renderWithProviders(
      <>
        <LibrarySettingsPanel />
        <Toaster />
      </>,
    );
    expect(await screen.findByLabelText(M.renewLabel)).toBeChecked();
    await userEvent.click(screen.getByLabelText(M.noneLabel));
    await userEvent.click(screen.getByRole('button', { name: M.save }));
    await waitFor(() => expect(saved).toEqual([{ afterExpiry: 'none' }]));
    expect(await screen.findByText(M.savedNone)).toBeInTheDocument();
  });
});
