import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { DashboardPanel } from '../../../components/layouts/dashboard-panel';
import { SETTINGS_SECTIONS, settingsSectionOfHash, type SettingsSectionId } from '../lib/sections';
import { SETTINGS_MESSAGES as M } from '../messages';
import { SettingsSection } from './settings-section';
import { SettingsSectionNav } from './settings-section-nav';

/**
 * The tab opened at `#<section>` (a deep link, or Back to it) starts at that section. The app's
 * scroll restoration cannot: it runs before the signed-in dashboard has drawn this tab.
 */
function useScrollToHashedSection() {
  const { hash } = useLocation();
  useEffect(() => {
    const section = settingsSectionOfHash(hash);
    if (section) document.getElementById(section)?.scrollIntoView();
  }, [hash]);
}

/**
 * The shop's settings, out from under the Preview tab, in named sections with a list
 * of links to them. `sections` are each section's cards, which the dashboard route composes.
 */
export function SettingsTabPanel({ sections }: { sections: Record<SettingsSectionId, ReactNode> }) {
  useScrollToHashedSection();
  return (
    <DashboardPanel id="settings" heading={M.heading}>
      <p className="text-sm text-neutral-400">{M.intro}</p>
      <SettingsSectionNav />
      <div className="space-y-12">
        {SETTINGS_SECTIONS.map(({ id }) => (
          <SettingsSection key={id} id={id}>
            {sections[id]}
          </SettingsSection>
        ))}
      </div>
    </DashboardPanel>
  );
}
