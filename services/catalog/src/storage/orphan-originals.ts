import type { ListedObject, ObjectStorage } from '@shop/platform';
import type { ArtworkRepository } from '../artworks/artworks.repository.js';

const ORIGINALS_PREFIX = 'originals/';
const BATCH = 500;

export interface OrphanOriginalsDeps {
  storage: ObjectStorage;
  artworks: Pick<ArtworkRepository, 'existingStorageKeys'>;
}

/**
 * Originals in storage that no artwork row names, stored before `olderThan`. An upload whose
 * catalog died between storing the file and writing the row leaves one; so does a database
 * restored from a backup older than the bucket, which is why this only reports unless asked.
 */
export async function findOrphanOriginals(
  { storage, artworks }: OrphanOriginalsDeps,
  olderThan: Date,
): Promise<ListedObject[]> {
  const orphans: ListedObject[] = [];
  let batch: ListedObject[] = [];
  const flush = async () => {
    const known = await artworks.existingStorageKeys(batch.map((object) => object.key));
    orphans.push(...batch.filter((object) => !known.has(object.key)));
    batch = [];
  };
  for await (const object of storage.list(ORIGINALS_PREFIX)) {
    if (object.lastModified >= olderThan) continue; // an upload may be writing its row right now
    batch.push(object);
    if (batch.length >= BATCH) await flush();
  }
  await flush();
  return orphans;
}

/** Removes the given orphans, each checked again just before: a row written since keeps its file. */
export async function removeOrphanOriginals(
  { storage, artworks }: OrphanOriginalsDeps,
  orphans: readonly ListedObject[],
): Promise<number> {
  let removed = 0;
  for (const { key } of orphans) {
    if ((await artworks.existingStorageKeys([key])).size > 0) continue;
    await storage.remove(key);
    removed++;
  }
  return removed;
}
