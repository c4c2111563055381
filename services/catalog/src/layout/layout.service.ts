import { type HomepageLayout, HomepageLayoutSchema, type Role } from '@shop/contracts';
import { BadRequest } from '@shop/platform';
import type { ArtworkRepository } from '../artworks/artworks.repository.js';
import { settingsRecord } from '../settings/settings-record.js';
import type { SettingsRepository } from '../settings/settings.repository.js';

export const DEFAULT_LAYOUT: HomepageLayout = { template: 'modern-gallery', featuredIds: [] };

export function createLayoutService({
  settings,
  artworks,
}: {
  settings: SettingsRepository;
  artworks: ArtworkRepository;
}) {
  const record = settingsRecord(settings, 'homepage_layout', HomepageLayoutSchema);
  const stored = async (): Promise<HomepageLayout> => (await record.read()) ?? DEFAULT_LAYOUT;

  return {
    /** The public sees only featured work that is still approved. */
    async get(role: Role): Promise<HomepageLayout> {
      const layout = await stored();
      if (role === 'admin' || layout.featuredIds.length === 0) return layout;
      const rows = await artworks.findManyByIds(layout.featuredIds);
      const approved = new Set(rows.filter((row) => row.status === 'approved').map((row) => row.id));
      return { ...layout, featuredIds: layout.featuredIds.filter((id) => approved.has(id)) };
    },

    /** SPEC §2 Preview tab: up to 3 featured artworks, all of them approved. */
    async put(layout: HomepageLayout): Promise<HomepageLayout> {
      const featuredIds = [...new Set(layout.featuredIds)];
      const rows = await artworks.findManyByIds(featuredIds);
      const approved = new Set(rows.filter((row) => row.status === 'approved').map((row) => row.id));
      const refused = featuredIds.filter((id) => !approved.has(id));
      if (refused.length > 0)
        throw new BadRequest(`Only approved artworks can be featured: ${refused.join(', ').slice(0, 300)}`);
      const value: HomepageLayout = { template: layout.template, featuredIds };
      await record.write(value);
      return value;
    },
  };
}

export type LayoutService = ReturnType<typeof createLayoutService>;
