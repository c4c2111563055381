import { randomUUID } from 'node:crypto';
import { publicCacheKeys, type InternalArtworkFile } from '@shop/contracts';
import { catalogGenerationIn, createLogger } from '@shop/platform';
import { startFakeCatalog, testRedisUrl, uniqueQueuePrefix, type FakeCatalog } from '@shop/testkit';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createArtworkFilesClient, type ArtworkFilesSource } from './artwork-files-client.js';

// A work's extra files are kept while the catalog's public generation stays (an order answer, a
// receipt and a library page list them), and asked again once the catalog announces a change.

const TOKEN = 'orders-files-client-token';
const prefix = uniqueQueuePrefix('files-client');
let redis: Redis;
let catalog: FakeCatalog;
let client: ArtworkFilesSource;
let announced: Promise<unknown> = Promise.resolve();

const fileOf = (artworkId: string, label: string): InternalArtworkFile => ({
  id: randomUUID(),
  artworkId,
  label,
  storageKey: `artwork-files/${artworkId}/${label}.png`,
  mimeType: 'image/png',
  sizeBytes: 1234,
  width: 10,
  height: 10,
  position: 0,
  createdAt: new Date().toISOString(),
  removedAt: null,
});

beforeAll(async () => {
  redis = new Redis(testRedisUrl());
  catalog = await startFakeCatalog(TOKEN, {
    onChange: () => {
      announced = redis.set(publicCacheKeys(prefix).generation, randomUUID());
    },
  });
  client = createArtworkFilesClient({
    baseUrl: catalog.url,
    internalToken: TOKEN,
    log: createLogger('orders-test', 'silent'),
    unavailableMessage: 'The catalog is unavailable.',
    generation: catalogGenerationIn(redis, prefix),
  });
});

afterAll(async () => {
  await catalog?.close();
  await redis?.del(publicCacheKeys(prefix).generation);
  redis?.disconnect();
});

describe('the extra files lookup kept per catalog generation', () => {
  it('answers a work it has listed from what it kept, and asks again after a change', async () => {
    const work = randomUUID();
    const bare = randomUUID();
    catalog.files.push(fileOf(work, 'print'));
    await announced;
    expect((await client.filesOf([work, bare], 'r1')).map((file) => file.label)).toEqual(['print']);

    // Kept: the catalog is not asked (it would answer 503 now), works without files included.
    catalog.failWith(503);
    expect((await client.filesOf([bare, work], 'r2')).map((file) => file.label)).toEqual(['print']);

    // A file attached moves the generation: the next list asks the catalog.
    catalog.failWith(undefined);
    catalog.files.push(fileOf(work, 'crop'));
    await announced;
    expect((await client.filesOf([work], 'r3')).map((file) => file.label)).toEqual(['print', 'crop']);
  });
});
