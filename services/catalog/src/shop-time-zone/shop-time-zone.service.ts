import {
  DEFAULT_SHOP_TIME_ZONE,
  SaveShopTimeZoneBodySchema,
  ShopTimeZoneSchema,
  isTimeZoneName,
  type SaveShopTimeZoneBody,
  type ShopTimeZone,
} from '@shop/contracts';
import { settingsRecord } from '../settings/settings-record.js';
import type { SettingsRepository } from '../settings/settings.repository.js';

/**
 * The zone the shop's days are counted in (one settings row beside the shop identity). The
 * dashboard reads it to tell times and sends it with every date filter and report it asks for.
 */
export function createShopTimeZoneService({ settings }: { settings: SettingsRepository }) {
  const record = settingsRecord(settings, 'time_zone', ShopTimeZoneSchema);
  return {
    async get(): Promise<ShopTimeZone> {
      const stored = await record.read();
      // A zone this runtime no longer knows (a renamed zone after an ICU update) tells UTC, not a crash.
      return stored && isTimeZoneName(stored.timeZone) ? stored : DEFAULT_SHOP_TIME_ZONE;
    },

    async save(body: SaveShopTimeZoneBody): Promise<ShopTimeZone> {
      const zone: ShopTimeZone = SaveShopTimeZoneBodySchema.parse(body);
      await record.write(zone);
      return zone;
    },
  };
}

export type ShopTimeZoneService = ReturnType<typeof createShopTimeZoneService>;
