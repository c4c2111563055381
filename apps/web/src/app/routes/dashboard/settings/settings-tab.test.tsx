import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SETTINGS_SECTIONS } from '../../../../features/settings';
import { renderWithProviders, stubApi } from '../../../../testing/admin-api-stub';
import { SettingsTab } from './settings-tab';

afterEach(() => vi.unstubAllGlobals());

/** The section of that name (the Shop identity section holds a card of its own name too). */
function sectionNamed(name: string) {
  const id = SETTINGS_SECTIONS.find((section) => section.name === name)?.id;
  const section = screen.getAllByRole('region', { name }).find((region) => region.id === id);
  if (!section) throw new Error(`No section ${name}`);
  return section;
}

describe('the dashboard’s Settings tab', () => {
  it('gathers the settings that were under Preview, each card in its section', () => {
    // The cards' own loading and error states are theirs; here only where each one stands matters.
    stubApi({});
    renderWithProviders(<SettingsTab />, { route: '/dashboard?tab=settings' });
    const inSection = (section: string, card: string) =>
      within(sectionNamed(section)).getByRole('region', { name: card });
    expect(inSection('Shop identity', 'Shop identity')).toBeInTheDocument();
    expect(inSection('Shop identity', 'Seller details for invoices')).toBeInTheDocument();
    expect(inSection('Shop identity', 'Time zone')).toBeInTheDocument();
    expect(inSection('About page', 'About the artist')).toBeInTheDocument();
    expect(inSection('Policies', 'Store policies')).toBeInTheDocument();
    expect(inSection('Taxes', 'Tax outside the US')).toBeInTheDocument();
    expect(inSection('Prices', 'Reference price')).toBeInTheDocument();
    expect(inSection('Packs', 'What each pack can take')).toBeInTheDocument();
    expect(inSection('Watermark', 'Preview watermark')).toBeInTheDocument();
  });
});
