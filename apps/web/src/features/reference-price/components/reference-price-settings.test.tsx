import { DEFAULT_REFERENCE_PRICE } from '@shop/contracts';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '../../../components/ui/toaster';
import { resetToasts } from '../../../components/ui/use-toast';
import { renderWithProviders, stubApi } from '../../../testing/admin-api-stub';
import { REFERENCE_PRICE_MESSAGES as M } from '../messages';
import { ReferencePriceSettingsPanel } from './reference-price-settings';

function renderPanel(saved: unknown[], stored = DEFAULT_REFERENCE_PRICE) {
  stubApi({
    'GET /api/settings/reference-price': () => stored,
    'PUT /api/settings/reference-price': ({ body }) => {
      saved.push(body);
      return body;
    },
  });
  return renderWithProviders(
    <>
      <ReferencePriceSettingsPanel />
      <Toaster />
    </>,
  );
}

describe('ReferencePriceSettingsPanel', () => {
  afterEach(() => {
    act(() => resetToasts());
    vi.unstubAllGlobals();
  });

  it("starts at SPEC's $29.99, switched off, and turns it on at a new price", async () => {
    const saved: unknown[] = [];
    renderPanel(saved);
    const enabled = await screen.findByLabelText(M.enabledLabel);
    expect(enabled).not.toBeChecked();
    expect(screen.getByText(M.intro)).toBeInTheDocument();
    const price = screen.getByLabelText(M.priceLabel);
    expect(price).toHaveValue('29.99');
    await userEvent.click(enabled);
    await userEvent.clear(price);
    await userEvent.type(price, '24.00');
    await userEvent.click(screen.getByRole('button', { name: M.save }));
    await waitFor(() => expect(saved).toEqual([{ enabled: true, price: '24.00' }]));
    expect(await screen.findByText(M.savedOn('24.00'))).toBeInTheDocument();
  });

  it('switches it off, and refuses a price that is not an amount above zero before sending', async () => {
    const saved: unknown[] = [];
    renderPanel(saved, { ...DEFAULT_REFERENCE_PRICE, enabled: true });
    const price = await screen.findByLabelText(M.priceLabel);
    await userEvent.clear(price);
    await userEvent.type(price, '0.00');
    await userEvent.click(screen.getByRole('button', { name: M.save }));
    expect(await screen.findByRole('alert')).toHaveTextContent('above $0.00');
    expect(saved).toEqual([]);

    await userEvent.clear(price);
    await userEvent.type(price, '29.99');
    await userEvent.click(screen.getByLabelText(M.enabledLabel));
    await userEvent.click(screen.getByRole('button', { name: M.save }));
    await waitFor(() => expect(saved).toEqual([{ enabled: false, price: '29.99' }]));
    expect(await screen.findByText(M.savedOff)).toBeInTheDocument();
  });
});
