import { MAX_IMAGE_PIXELS, PREVIEW_WIDTHS, previewStorageKey } from '@shop/contracts';
import { type Logger, type ObjectStorage, type SpooledObject, spoolObject } from '@shop/platform';
import sharp from 'sharp';
import type { ArtworkRepository } from '../artworks/artworks.repository.js';

export interface BackfillDeps {
  artworks: Pick<ArtworkRepository, 'missingPreviewWidths' | 'addPreviewKeys'>;
  storage: Pick<ObjectStorage, 'get' | 'put'>;
  log: Logger;
}

export interface BackfillOutcome {
  /** Artworks that lacked a width. */
  checked: number;
  /** Renditions made and stored. */
  made: number;
  /** Artworks given their missing widths. */
  completed: number;
  /** Artworks left as they were (no size known, the original unreadable or gone). */
  skipped: number;
}

/**
 * Gives artworks processed before a preview width was added (720) the renditions they
 * lack, as the worker would have made them: never wider than the original, and a width the
 * original does not reach shares the picture of the original's own width. One artwork at a time
 * (an operator's tool, not a hot path); running it again finds nothing to do.
 */
export async function backfillRenditions(
  { artworks, storage, log }: BackfillDeps,
  { batchSize = 50 }: { batchSize?: number } = {},
): Promise<BackfillOutcome> {
  const outcome: BackfillOutcome = { checked: 0, made: 0, completed: 0, skipped: 0 };
  const widths = PREVIEW_WIDTHS.map(String);
  let afterId: string | null = null;
  for (;;) {
    const rows = await artworks.missingPreviewWidths(widths, afterId, batchSize);
    if (rows.length === 0) return outcome;
    for (const row of rows) {
      afterId = row.id;
      outcome.checked += 1;
      if (!row.width) {
        outcome.skipped += 1;
        continue;
      }
      const originalWidth = row.width;
      const shown = (width: number) => Math.min(width, originalWidth);
      const added: Record<string, string> = {};
      let original: SpooledObject | undefined;
      try {
        for (const width of PREVIEW_WIDTHS) {
          if (row.preview_keys[String(width)] !== undefined) continue;
          // The same picture already stored under another width (the original is narrower).
          const twin = PREVIEW_WIDTHS.find(
            (other) => row.preview_keys[String(other)] !== undefined && shown(other) === shown(width),
          );
          if (twin !== undefined) {
            added[String(width)] = row.preview_keys[String(twin)] as string;
            continue;
          }
          original ??= await spoolObject(storage, row.storage_key);
          const body = await sharp(original.path, { limitInputPixels: MAX_IMAGE_PIXELS })
            .rotate()
            .resize({ width: shown(width) })
            .webp({ quality: 80, effort: 2 })
            .toBuffer();
          const key = previewStorageKey(row.id, width);
          await storage.put(key, body, 'image/webp');
          added[String(width)] = key;
          outcome.made += 1;
        }
      } catch (error) {
        log.warn({ err: error, artworkId: row.id }, 'could not make the missing renditions; left as it was');
        outcome.skipped += 1;
        continue;
      } finally {
        await original?.discard();
      }
      if (await artworks.addPreviewKeys(row.id, added)) outcome.completed += 1;
    }
  }
}
