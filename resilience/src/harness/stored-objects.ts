import { readdir } from 'node:fs/promises';
import { join, relative } from 'node:path';
import type { Shop } from './shop.js';

const OBJECT_SUFFIX = '._S3rver_object';

/** Keys of every object in the shop's bucket, read from s3rver's folder (no S3 call, works while it is down). */
export async function storedKeys(shop: Shop): Promise<string[]> {
  const root = join(shop.storage.dir, shop.bucket);
  const entries = await readdir(root, { recursive: true }).catch(() => [] as string[]);
  return entries
    .filter((entry) => entry.endsWith(OBJECT_SUFFIX))
    .map((entry) => relative('.', entry).slice(0, -OBJECT_SUFFIX.length))
    .sort();
}

/** Originals in storage with no artwork row, and rows whose original is missing: both must be empty. */
export async function storageMismatches(shop: Shop): Promise<{ orphanObjects: string[]; missingObjects: string[] }> {
  const keys = (await storedKeys(shop)).filter((key) => key.startsWith('originals/'));
  const { rows } = await shop.db.query<{ storage_key: string }>('select storage_key from catalog.artworks');
  const rowKeys = new Set(rows.map((row) => row.storage_key));
  const keySet = new Set(keys);
  return {
    orphanObjects: keys.filter((key) => !rowKeys.has(key)),
    missingObjects: [...rowKeys].filter((key) => !keySet.has(key)),
  };
}
