import { z } from 'zod';
import { DEFAULT_TIME_ZONE, TimeZoneSchema } from '../shared/time-zone.js';

/**
 * The shop's time zone: the one the dashboard tells every time and day in, and the one its date
 * filters, sales periods, CSV exports and promo code days count days in. UTC until the artist
 * chooses one in Settings.
 */
export const ShopTimeZoneSchema = z.object({ timeZone: z.string() });
export type ShopTimeZone = z.infer<typeof ShopTimeZoneSchema>;

export const SaveShopTimeZoneBodySchema = z.object({ timeZone: TimeZoneSchema });
export type SaveShopTimeZoneBody = z.infer<typeof SaveShopTimeZoneBodySchema>;

export const DEFAULT_SHOP_TIME_ZONE: ShopTimeZone = { timeZone: DEFAULT_TIME_ZONE };
