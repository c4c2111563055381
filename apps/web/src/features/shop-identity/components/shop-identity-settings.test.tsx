import { DEFAULT_SHOP_IDENTITY, type ShopIdentity } from '@shop/contracts';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '../../../components/ui/toaster';
import { resetToasts } from '../../../components/ui/use-toast';
import { renderWithProviders, stubApi } from '../../../testing/admin-api-stub';
import { SHOP_IDENTITY_MESSAGES as M } from '../messages';
import { ShopIdentitySettingsPanel } from './shop-identity-settings';

const LOGO_URL = '/api/shop-identity/logo?v=0123456789abcdef';

function renderPanel(calls: string[], saved: unknown[]) {
  let identity: ShopIdentity = DEFAULT_SHOP_IDENTITY;
  stubApi({
    'GET /api/shop-identity': () => identity,
    'PUT /api/shop-identity': ({ body }) => {
      saved.push(body);
      identity = { ...identity, ...(body as object) };
      return identity;
    },
    'PUT /api/shop-identity/logo': () => {
      calls.push('upload');
      identity = { ...identity, logoUrl: LOGO_URL };
      return identity;
    },
    'DELETE /api/shop-identity/logo': () => {
      calls.push('remove');
      identity = { ...identity, logoUrl: null };
      return identity;
    },
  });
  return renderWithProviders(
    <>
      <ShopIdentitySettingsPanel />
      <Toaster />
    </>,
  );
}

describe('ShopIdentitySettingsPanel', () => {
  afterEach(() => {
    act(() => resetToasts());
    vi.unstubAllGlobals();
  });

  it("starts at SPEC's shop name with no logo and saves a new name and support address", async () => {
    const saved: unknown[] = [];
    renderPanel([], saved);
    const name = await screen.findByLabelText(M.nameLabel);
    expect(name).toHaveValue('Algorithmic Art Gallery');
    expect(screen.getByLabelText(M.supportLabel)).toHaveValue('');
    expect(screen.getByText(M.noLogo)).toBeInTheDocument();
    await userEvent.clear(name);
    await userEvent.type(name, 'Studio Nova');
    await userEvent.type(screen.getByLabelText(M.supportLabel), 'help@studio.example');
    await userEvent.click(screen.getByRole('button', { name: M.save }));
    await waitFor(() => expect(saved).toEqual([{ shopName: 'Studio Nova', supportEmail: 'help@studio.example' }]));
    expect(await screen.findByText(M.savedDescription('Studio Nova'))).toBeInTheDocument();
  });

  it('refuses an empty name or an address that is not one before sending, and sends an empty address as none', async () => {
    const saved: unknown[] = [];
    renderPanel([], saved);
    const name = await screen.findByLabelText(M.nameLabel);
    await userEvent.clear(name);
    await userEvent.click(screen.getByRole('button', { name: M.save }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The shop needs a name.');
    await userEvent.type(name, 'Studio');
    await userEvent.type(screen.getByLabelText(M.supportLabel), 'nope');
    await userEvent.click(screen.getByRole('button', { name: M.save }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter an e-mail address');
    expect(saved).toEqual([]);
    await userEvent.clear(screen.getByLabelText(M.supportLabel));
    await userEvent.click(screen.getByRole('button', { name: M.save }));
    await waitFor(() => expect(saved).toEqual([{ shopName: 'Studio', supportEmail: null }]));
  });

  it('uploads a logo, shows it, and removes it', async () => {
    const calls: string[] = [];
    renderPanel(calls, []);
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'logo.png', { type: 'image/png' });
    await userEvent.upload(await screen.findByLabelText(M.logoLabel), file);
    const logo = await screen.findByTestId('shop-logo');
    expect(logo).toHaveAttribute('src', LOGO_URL);
    expect(logo).toHaveAttribute('alt', M.logoAlt('Algorithmic Art Gallery'));
    expect(await screen.findByText(M.logoSavedDescription)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: M.removeLogo }));
    expect(await screen.findByText(M.noLogo)).toBeInTheDocument();
    expect(calls).toEqual(['upload', 'remove']);
  });
});
