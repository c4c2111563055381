import {
  DEFAULT_SHOP_TIME_ZONE,
  SaveShopTimeZoneBodySchema,
  ShopTimeZoneSchema,
  isTimeZoneName,
  type SaveShopTimeZoneBody,
  type ShopTimeZone,
} from '@shop/contracts';
import type { SettingsRepository } from '../settings/settings.repository.js';

const TIME_ZONE_KEY = 'time_zone';

/**
 * The zone the shop's days are counted in (one settings row beside the shop identity). The
 * dashboard reads it to tell times and sends it with every date filter and report it asks for.
 */
export function createShopTimeZoneService({ settings }: { settings: SettingsRepository }) {
  return {
    async get(): Promise<ShopTimeZone> {
      const parsed = ShopTimeZoneSchema.safeParse(await settings.get(TIME_ZONE_KEY));
      // A zone this runtime no longer knows (a renamed zone after an ICU update) tells UTC, not a crash.
      return parsed.success && isTimeZoneName(parsed.data.timeZone) ? parsed.data : DEFAULT_SHOP_TIME_ZONE;
    },

    async save(body: SaveShopTimeZoneBody): Promise<ShopTimeZone> {
      const zone: ShopTimeZone = SaveShopTimeZoneBodySchema.parse(body);
      await settings.put(TIME_ZONE_KEY, zone);
      return zone;
    },
  };
}

export type ShopTimeZoneService = ReturnType<typeof createShopTimeZoneService>;
