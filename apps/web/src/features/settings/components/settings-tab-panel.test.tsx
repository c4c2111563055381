import { screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/admin-api-stub';
import { SETTINGS_SECTIONS, type SettingsSectionId } from '../lib/sections';
import { SETTINGS_MESSAGES } from '../messages';
import { SettingsTabPanel } from './settings-tab-panel';

const sections = Object.fromEntries(SETTINGS_SECTIONS.map(({ id }) => [id, <p key={id}>{`${id} cards`}</p>])) as Record<
  SettingsSectionId,
  ReactNode
>;

/** The section of that name (the Shop identity section holds a card of its own name too). */
const sectionNamed = (name: string) => {
  const id = SETTINGS_SECTIONS.find((section) => section.name === name)?.id;
  const section = screen.getAllByRole('region', { name }).find((region) => region.id === id);
  if (!section) throw new Error(`No section ${name}`);
  return section;
};

describe('SettingsTabPanel', () => {
  it('names each section by a heading, and lists them as links to their anchors', () => {
    renderWithProviders(<SettingsTabPanel sections={sections} />, { route: '/dashboard?tab=settings' });
    const nav = screen.getByRole('navigation', { name: SETTINGS_MESSAGES.sectionNavLabel });
    for (const { id, name } of SETTINGS_SECTIONS) {
      const heading = screen.getAllByRole('heading', { name }).find((element) => element.id === `${id}-heading`);
      expect(heading?.closest('section')).toBe(sectionNamed(name));
      expect(within(nav).getByRole('link', { name })).toHaveAttribute('href', `#${id}`);
    }
  });

  it('shows each section’s cards under its name', () => {
    renderWithProviders(<SettingsTabPanel sections={sections} />, { route: '/dashboard?tab=settings' });
    for (const { id, name } of SETTINGS_SECTIONS)
      expect(within(sectionNamed(name)).getByText(`${id} cards`)).toBeVisible();
  });

  it('opens at the section a deep link names', () => {
    const scrolled: Element[] = [];
    // jsdom lays nothing out, so has no scrollIntoView of its own.
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this);
    };
    try {
      renderWithProviders(<SettingsTabPanel sections={sections} />, { route: '/dashboard?tab=settings#taxes' });
      expect(scrolled).toEqual([sectionNamed('Taxes')]);
    } finally {
      Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
    }
  });
});
