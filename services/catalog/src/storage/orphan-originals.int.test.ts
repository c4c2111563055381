import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createArtworkRepository } from '../artworks/artworks.repository.js';
import { startCatalog, type CatalogHarness } from '../testing/catalog-harness.js';
import { uploadArtwork } from '../testing/fixtures.js';
import { findOrphanOriginals, removeOrphanOriginals } from './orphan-originals.js';

describe('orphan originals (the operator tool)', () => {
  let harness: CatalogHarness;
  beforeAll(async () => {
    harness = await startCatalog();
  });
  afterAll(async () => {
    await harness?.close();
  });

  const tool = () => ({ storage: harness.deps.storage, artworks: createArtworkRepository(harness.deps.db) });
  const soon = () => new Date(Date.now() + 60_000);

  it('finds only originals that no artwork names, never previews or uploaded work, and removes just those', async () => {
    const artwork = await uploadArtwork(harness, { title: 'Kept' });
    const { storage } = harness.deps;
    await storage.put('originals/left-behind.png', Buffer.from('orphan'), 'image/png');
    await storage.put(`previews/${artwork.id}/480.webp`, Buffer.from('preview'), 'image/webp');

    const orphans = await findOrphanOriginals(tool(), soon());
    expect(orphans.map((orphan) => orphan.key)).toEqual(['originals/left-behind.png']);
    expect(orphans[0]?.sizeBytes).toBe(6);

    expect(await removeOrphanOriginals(tool(), orphans)).toBe(1);
    const left = await harness.listObjects();
    expect(left).not.toContain('originals/left-behind.png');
    expect(left).toContain(`originals/${artwork.filename}`);
    expect(left).toContain(`previews/${artwork.id}/480.webp`);
  });

  it('leaves recent files alone: an upload may be writing its row', async () => {
    await harness.deps.storage.put('originals/just-now.png', Buffer.from('new'), 'image/png');
    expect(await findOrphanOriginals(tool(), new Date(Date.now() - 3_600_000))).toEqual([]);
  });

  it('keeps a file whose row appeared after the listing', async () => {
    const artwork = await uploadArtwork(harness, { title: 'Late row' });
    const listedBeforeRow = [{ key: `originals/${artwork.filename}`, sizeBytes: 1, lastModified: new Date(0) }];
    expect(await removeOrphanOriginals(tool(), listedBeforeRow)).toBe(0);
    expect(await harness.listObjects()).toContain(`originals/${artwork.filename}`);
  });

  it('runs as a command: reports, and removes only with --delete', async () => {
    await harness.deps.storage.put('originals/from-a-crash.png', Buffer.from('crash'), 'image/png');
    // Listings give whole seconds (possibly rounded up): let the file be older than 'now' for sure.
    await new Promise((resolveWait) => setTimeout(resolveWait, 1100));
    // The built command (the test run builds first), with the catalog's own configuration.
    const command = resolve(import.meta.dirname, '../../dist/tools/orphan-originals.js');
    const env = { ...process.env, ...stringEnv(harness.config), LOG_LEVEL: 'silent' };
    const run = (...args: string[]) => promisify(execFile)(process.execPath, [command, ...args], { env });

    const report = await run('--older-than-hours', '0');
    expect(report.stdout).toContain('originals/from-a-crash.png');
    expect(report.stdout).toContain('nothing removed');
    expect(await harness.listObjects()).toContain('originals/from-a-crash.png');

    const removal = await run('--older-than-hours', '0', '--delete');
    expect(removal.stdout).toMatch(/^removed [1-9]\d*$/m);
    expect(await harness.listObjects()).not.toContain('originals/from-a-crash.png');
  });
});

function stringEnv(config: object): Record<string, string> {
  return Object.fromEntries(
    Object.entries(config)
      .filter(([, value]) => value !== undefined && typeof value !== 'object')
      .map(([name, value]) => [name, String(value)]),
  );
}
