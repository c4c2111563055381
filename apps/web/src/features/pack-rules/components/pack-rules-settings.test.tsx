import type { PackRule } from '@shop/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '../../../components/ui/toaster';
import { resetToasts } from '../../../components/ui/use-toast';
import { renderWithProviders, stubApi } from '../../../testing/admin-api-stub';
import { PACK_RULES_MESSAGES as M } from '../messages';
import { PackRulesSettingsPanel } from './pack-rules-settings';

const RULES: PackRule[] = [
  {
    packageId: 'package-abstract-3-pack',
    name: 'Abstract 3-Pack',
    collection: 'abstract-art',
    categoryChoices: ['Abstract Art'],
    categories: null,
    maxPrice: '11.66',
    isDefault: true,
  },
  {
    packageId: 'package-smart-bundle-3',
    name: 'Smart Bundle 3-Pack',
    collection: 'shop',
    categoryChoices: ['Abstract Art', 'Sci-Fi', 'Algornation'],
    categories: null,
    maxPrice: '24.99',
    isDefault: false,
  },
];

function renderPanel(saved: { url: string; body: unknown }[]) {
  stubApi({
    'GET /api/pack-rules': () => ({ rules: RULES }),
    'PUT /api/pack-rules/package-smart-bundle-3': ({ body, url }) => {
      saved.push({ url, body });
      const { categories, maxPrice } = body as { categories: string[] | null; maxPrice: string | null };
      return { ...RULES[1], categories, maxPrice };
    },
    'DELETE /api/pack-rules/package-smart-bundle-3': ({ url }) => {
      saved.push({ url, body: 'reset' });
      return { ...RULES[1], categories: null, maxPrice: '8.33', isDefault: true };
    },
    'PUT /api/pack-rules/package-abstract-3-pack': ({ body, url }) => {
      saved.push({ url, body });
      return { ...RULES[0], ...(body as object), isDefault: false };
    },
  });
  return renderWithProviders(
    <>
      <PackRulesSettingsPanel />
      <Toaster />
    </>,
  );
}

describe('PackRulesSettingsPanel', () => {
  afterEach(() => {
    act(() => resetToasts());
    vi.unstubAllGlobals();
  });

  it('shows each pack’s rule and saves the categories and price ceiling the artist chooses', async () => {
    const saved: { url: string; body: unknown }[] = [];
    renderPanel(saved);
    const bundle = await screen.findByRole('form', { name: 'Smart Bundle 3-Pack' });
    expect(within(bundle).getByText(M.summary(M.everyCategoryShort, '24.99'))).toBeInTheDocument();
    expect(within(bundle).getByLabelText(M.maxPriceLabel)).toHaveValue('24.99');

    await userEvent.click(within(bundle).getByLabelText(M.everyCategory));
    await userEvent.click(within(bundle).getByLabelText('Algornation'));
    const price = within(bundle).getByLabelText(M.maxPriceLabel);
    await userEvent.clear(price);
    await userEvent.type(price, '19.99');
    await userEvent.click(within(bundle).getByRole('button', { name: M.save('Smart Bundle 3-Pack') }));

    await waitFor(() =>
      expect(saved.map((entry) => entry.body)).toEqual([{ categories: ['Abstract Art', 'Sci-Fi'], maxPrice: '19.99' }]),
    );
    expect(await screen.findByText(M.savedTitle('Smart Bundle 3-Pack'))).toBeInTheDocument();
    expect(within(bundle).getByText(M.summary('Abstract Art, Sci-Fi', '19.99'))).toBeInTheDocument();
  });

  it('takes a saved rule back to the default, and offers no way back on a pack already there', async () => {
    const saved: { url: string; body: unknown }[] = [];
    renderPanel(saved);
    const abstract = await screen.findByRole('form', { name: 'Abstract 3-Pack' });
    expect(within(abstract).queryByRole('button', { name: M.useDefault })).not.toBeInTheDocument();
    const bundle = await screen.findByRole('form', { name: 'Smart Bundle 3-Pack' });
    const price = within(bundle).getByLabelText(M.maxPriceLabel);
    await userEvent.clear(price);
    await userEvent.type(price, '5');

    await userEvent.click(within(bundle).getByRole('button', { name: M.useDefault }));
    await waitFor(() =>
      expect(saved).toEqual([
        { url: expect.stringMatching(/\/api\/pack-rules\/package-smart-bundle-3$/), body: 'reset' },
      ]),
    );
    expect(await screen.findByText(M.resetTitle('Smart Bundle 3-Pack'))).toBeInTheDocument();
    expect(within(bundle).getByText(M.defaultSummary('8.33'))).toBeInTheDocument();
    // The form shows the default it now follows, not the edit the artist left.
    expect(within(bundle).getByLabelText(M.maxPriceLabel)).toHaveValue('8.33');
    expect(within(bundle).getByLabelText(M.everyCategory)).toBeChecked();
    expect(within(bundle).queryByRole('button', { name: M.useDefault })).not.toBeInTheDocument();
  });

  it('offers no category choice for a one-category pack, clears the ceiling, and refuses a bad price before sending', async () => {
    const saved: { url: string; body: unknown }[] = [];
    renderPanel(saved);
    const abstract = await screen.findByRole('form', { name: 'Abstract 3-Pack' });
    expect(within(abstract).queryByText(M.categoriesLegend)).not.toBeInTheDocument();
    // A pack with no saved rule takes works up to its price per pick, and says so.
    expect(within(abstract).getByText(M.defaultSummary('11.66'))).toBeInTheDocument();
    expect(within(abstract).getByLabelText(M.maxPriceLabel)).toHaveValue('11.66');
    const price = within(abstract).getByLabelText(M.maxPriceLabel);
    await userEvent.type(price, 'cheap');
    await userEvent.click(within(abstract).getByRole('button', { name: M.save('Abstract 3-Pack') }));
    expect(await within(abstract).findByRole('alert')).toHaveTextContent('like "19.99"');
    expect(saved).toEqual([]);

    await userEvent.clear(price);
    await userEvent.click(within(abstract).getByRole('button', { name: M.save('Abstract 3-Pack') }));
    await waitFor(() => expect(saved.map((entry) => entry.body)).toEqual([{ categories: null, maxPrice: null }]));
    expect(await within(abstract).findByText(M.summary(M.everyCategoryShort, null))).toBeInTheDocument();
  });
});
