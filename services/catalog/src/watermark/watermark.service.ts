import { createHash } from 'node:crypto';
import {
  DEFAULT_WATERMARK,
  WATERMARK_TEXT_MAX,
  type WatermarkSettings,
  WatermarkSettingsSchema,
} from '@shop/contracts';
import { WATERMARKED_PREVIEW_MAX_EDGE } from '../files/public-preview-cap.js';
import { settingsRecord } from '../settings/settings-record.js';
import type { SettingsRepository } from '../settings/settings.repository.js';
import { storedShopName } from '../shop-identity/shop-identity.service.js';

/**
 * Every public preview asks for the watermark, so it is kept for a few seconds instead of read per
 * request. Another replica sees a change at most this much later.
 */
const CACHE_MS = 5_000;

export interface ActiveWatermark {
  settings: WatermarkSettings;
  /** Short and stable for one set of settings: names the watermarked previews stored for it. */
  version: string;
}

export function createWatermarkService({
  settings,
  now = Date.now,
}: {
  settings: SettingsRepository;
  now?: () => number;
}) {
  const record = settingsRecord(settings, 'preview_watermark', WatermarkSettingsSchema);
  let cached: { value: WatermarkSettings; at: number } | undefined;

  async function stored(): Promise<WatermarkSettings> {
    const saved = await record.read();
    if (saved) return saved;
    // Until the artist saves a watermark, its suggested text is the shop's own name.
    const shopName = (await storedShopName(settings)).slice(0, WATERMARK_TEXT_MAX).trim();
    return { ...DEFAULT_WATERMARK, text: shopName || DEFAULT_WATERMARK.text };
  }

  return {
    get: stored,

    async put(value: WatermarkSettings): Promise<WatermarkSettings> {
      await record.write(value);
      cached = { value, at: now() };
      return value;
    },

    /** The watermark public previews carry now, or undefined when it is switched off. */
    async active(): Promise<ActiveWatermark | undefined> {
      if (!cached || now() - cached.at > CACHE_MS) cached = { value: await stored(), at: now() };
      const value = cached.value;
      if (!value.enabled) return undefined;
      const version = createHash('sha256')
        // The cap of a watermarked preview is in the version too, so raising it moved every URL.
        .update(JSON.stringify([value.text, value.opacity, value.position, WATERMARKED_PREVIEW_MAX_EDGE]))
        .digest('hex')
        .slice(0, 12);
      return { settings: value, version };
    },
  };
}

/** The shop-wide part of preview URLs' `v`: the watermark's version, or `none`. */
export function publicPreviewVersion(mark: ActiveWatermark | undefined): string {
  return mark?.version ?? 'none';
}

export type WatermarkService = ReturnType<typeof createWatermarkService>;
