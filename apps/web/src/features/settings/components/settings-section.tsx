import type { ReactNode } from 'react';
import { HeadedSection } from '../../../components/ui/headed-section';
import { settingsSectionName, type SettingsSectionId } from '../lib/sections';
import { SETTINGS_MESSAGES as M } from '../messages';

/**
 * One section of the Settings tab: an anchor (its id), its name as a heading, and the settings
 * cards of the features it gathers. The scroll margin keeps the heading clear of the sticky
 * dashboard header when a link jumps to it.
 */
export function SettingsSection({ id, children }: { id: SettingsSectionId; children: ReactNode }) {
  return (
    <HeadedSection
      id={id}
      heading={settingsSectionName(id)}
      headingId={`${id}-heading`}
      headingClassName="text-2xl font-bold"
      subheading={<p className="text-sm text-neutral-400">{M.sectionIntro[id]}</p>}
      className="scroll-mt-40 space-y-4"
    >
      {children}
    </HeadedSection>
  );
}
