import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '../../../components/ui/toaster';
import { resetToasts } from '../../../components/ui/use-toast';
import { renderWithProviders, stubApi } from '../../../testing/admin-api-stub';
import { COUNTRY_TAX_MESSAGES as M } from '../messages';
import { CountryTaxSettingsPanel } from './country-tax-settings';

const TABLE = {
  countries: [
    { countryCode: 'CH', taxName: 'VAT', rate: '0.081', enabled: true, checkedOn: '2026-11-26' },
    { countryCode: 'DE', taxName: 'VAT', rate: '0.19', enabled: true, checkedOn: '2026-11-26' },
  ],
};

function renderPanel(saved: { url: string; body: unknown }[]) {
  stubApi({
    'GET /api/country-taxes/table': () => TABLE,
    'PUT /api/country-taxes/DE': ({ url, body }) => {
      saved.push({ url, body });
      return { countryCode: 'DE', checkedOn: '2026-11-26', ...(body as object) };
    },
    'PUT /api/country-taxes/SG': ({ url, body }) => {
      saved.push({ url, body });
      return { countryCode: 'SG', checkedOn: '2026-11-27', ...(body as object) };
    },
  });
  return renderWithProviders(
    <>
      <CountryTaxSettingsPanel />
      <Toaster />
    </>,
  );
}

describe('CountryTaxSettingsPanel', () => {
  afterEach(() => {
    act(() => resetToasts());
    vi.unstubAllGlobals();
  });

  it("shows each country's tax name, rate in percent, switch and date checked", async () => {
    renderPanel([]);
    const germany = await screen.findByRole('form', { name: M.rowLabel('Germany') });
    expect(within(germany).getByLabelText(M.fieldLabel(M.taxName, 'Germany'))).toHaveValue('VAT');
    expect(within(germany).getByLabelText(M.fieldLabel(M.ratePercent, 'Germany'))).toHaveValue('19');
    expect(within(germany).getByLabelText(M.fieldLabel(M.enabled, 'Germany'))).toBeChecked();
    expect(within(germany).getByLabelText(M.fieldLabel(M.checkedOn, 'Germany'))).toHaveValue('2026-11-26');
    expect(screen.getByLabelText(M.fieldLabel(M.ratePercent, 'Switzerland'))).toHaveValue('8.1');
  });

  it('saves a new rate and switches a country off, refusing a rate that is not a percent', async () => {
    const saved: { url: string; body: unknown }[] = [];
    renderPanel(saved);
    const germany = await screen.findByRole('form', { name: M.rowLabel('Germany') });
    const rate = within(germany).getByLabelText(M.fieldLabel(M.ratePercent, 'Germany'));
    await userEvent.clear(rate);
    await userEvent.type(rate, '120');
    await userEvent.click(within(germany).getByRole('button', { name: M.save }));
    expect(await within(germany).findByRole('alert')).toHaveTextContent(M.badRate);
    expect(saved).toEqual([]);

    await userEvent.clear(rate);
    await userEvent.type(rate, '7.5');
    await userEvent.click(within(germany).getByLabelText(M.fieldLabel(M.enabled, 'Germany')));
    await userEvent.click(within(germany).getByRole('button', { name: M.save }));
    await waitFor(() =>
      expect(saved).toEqual([
        {
          url: '/api/country-taxes/DE',
          body: { taxName: 'VAT', rate: '0.075', enabled: false, checkedOn: '2026-11-26' },
        },
      ]),
    );
    expect(await screen.findByText(M.saved('VAT', 'Germany', '7.5', false))).toBeInTheDocument();
  });

  it('adds a country the table does not have, never the US', async () => {
    const saved: { url: string; body: unknown }[] = [];
    renderPanel(saved);
    const add = await screen.findByRole('form', { name: M.addHeading });
    const country = within(add).getByRole('combobox', { name: M.country });
    expect(within(country).queryByRole('option', { name: 'United States' })).not.toBeInTheDocument();
    expect(within(country).queryByRole('option', { name: 'Germany' })).not.toBeInTheDocument();
    await userEvent.selectOptions(country, 'SG');
    await userEvent.type(within(add).getByLabelText(M.fieldLabel(M.taxName, M.addHeading)), 'GST');
    await userEvent.type(within(add).getByLabelText(M.fieldLabel(M.ratePercent, M.addHeading)), '9');
    await userEvent.click(within(add).getByRole('button', { name: M.add }));
    await waitFor(() =>
      expect(saved).toEqual([{ url: '/api/country-taxes/SG', body: { taxName: 'GST', rate: '0.09', enabled: true } }]),
    );
    expect(await screen.findByRole('form', { name: M.rowLabel('Singapore') })).toBeInTheDocument();
  });
});
