import { EMPTY_SELLER_DETAILS, type SellerDetails } from '@shop/contracts';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '../../../components/ui/toaster';
import { resetToasts } from '../../../components/ui/use-toast';
import { renderWithProviders, stubApi } from '../../../testing/admin-api-stub';
import { SELLER_DETAILS_MESSAGES as M } from '../messages';
import { SellerDetailsSettingsPanel } from './seller-details-settings';

function renderPanel(saved: unknown[], start: SellerDetails = EMPTY_SELLER_DETAILS) {
  let seller = start;
  stubApi({
    'GET /api/shop-identity/seller': () => seller,
    'PUT /api/shop-identity/seller': ({ body }) => {
      saved.push(body);
      const sent = body as { legalName: string; address: string; taxId: string };
      // As the server reads it: trimmed, empty is none.
      seller = {
        legalName: sent.legalName.trim() || null,
        address: sent.address.trim() || null,
        taxId: sent.taxId.trim() || null,
      };
      return seller;
    },
  });
  return renderWithProviders(
    <>
      <SellerDetailsSettingsPanel />
      <Toaster />
    </>,
  );
}

describe('SellerDetailsSettingsPanel', () => {
  afterEach(() => {
    act(() => resetToasts());
    vi.unstubAllGlobals();
  });

  it('says no seller is named yet, and saves the legal name, the address line by line and the VAT id', async () => {
    const saved: unknown[] = [];
    renderPanel(saved);
    expect(await screen.findByText(M.notSet)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(M.legalNameLabel), 'Ada Lovelace Studio GmbH');
    await userEvent.type(screen.getByLabelText(M.addressLabel), 'Hafenstraße 1{Enter}20457 Hamburg{Enter}Germany');
    await userEvent.type(screen.getByLabelText(M.taxIdLabel), 'DE123456789');
    await userEvent.click(screen.getByRole('button', { name: M.save }));
    await waitFor(() =>
      expect(saved).toEqual([
        {
          legalName: 'Ada Lovelace Studio GmbH',
          address: 'Hafenstraße 1\n20457 Hamburg\nGermany',
          taxId: 'DE123456789',
        },
      ]),
    );
    expect(await screen.findByText(M.savedDescription('Ada Lovelace Studio GmbH'))).toBeInTheDocument();
  });

  it('clears the saved details when every field is emptied, and says receipts name no seller', async () => {
    const saved: unknown[] = [];
    renderPanel(saved, { legalName: 'Ada', address: 'Street 1', taxId: 'DE123456789' });
    expect(await screen.findByText(M.clearHint)).toBeInTheDocument();
    for (const label of [M.legalNameLabel, M.addressLabel, M.taxIdLabel]) {
      await userEvent.clear(screen.getByLabelText(label));
    }
    await userEvent.click(screen.getByRole('button', { name: M.save }));
    await waitFor(() => expect(saved).toEqual([{ legalName: '', address: '', taxId: '' }]));
    expect(await screen.findByText(M.clearedDescription)).toBeInTheDocument();
    expect(screen.getByText(M.notSet)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows what was saved, and says what is missing instead of saving it', async () => {
    const saved: unknown[] = [];
    renderPanel(saved, { legalName: 'Ada', address: 'Street 1', taxId: null });
    const name = await screen.findByLabelText(M.legalNameLabel);
    expect(name).toHaveValue('Ada');
    expect(screen.getByLabelText(M.addressLabel)).toHaveValue('Street 1');
    expect(screen.queryByText(M.notSet)).not.toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText(M.addressLabel));
    await userEvent.click(screen.getByRole('button', { name: M.save }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter the postal address invoices show.');
    expect(screen.getByLabelText(M.addressLabel)).toHaveAttribute('aria-invalid', 'true');
    expect(saved).toEqual([]);
  });
});
