// Operator tool: lists originals in storage that no artwork row names, and removes them with --delete.
//
//   node dist/tools/orphan-originals.js [--older-than-hours 24] [--delete]
//
// Runs with the catalog's own configuration (in compose: docker compose exec catalog node
// dist/tools/orphan-originals.js). See docs/operations.md before using --delete after a restore.
import { parseArgs } from 'node:util';
import { loadConfig } from '@shop/platform';
import { createArtworkRepository } from '../artworks/artworks.repository.js';
import { catalogEnvSchema } from '../config.js';
import { createDeps } from '../deps.js';
import { findOrphanOriginals, removeOrphanOriginals } from '../storage/orphan-originals.js';

const { values } = parseArgs({
  options: { 'older-than-hours': { type: 'string', default: '24' }, delete: { type: 'boolean', default: false } },
});
const hours = Number(values['older-than-hours']);
if (!Number.isFinite(hours) || hours < 0) {
  process.stderr.write('--older-than-hours must be a number of hours (0 or more)\n');
  process.exit(2);
}

const deps = createDeps(loadConfig(catalogEnvSchema));
try {
  const tool = { storage: deps.storage, artworks: createArtworkRepository(deps.db) };
  const orphans = await findOrphanOriginals(tool, new Date(Date.now() - hours * 3_600_000));
  for (const orphan of orphans)
    process.stdout.write(`${orphan.key}\t${orphan.sizeBytes} bytes\t${orphan.lastModified.toISOString()}\n`);
  const bytes = orphans.reduce((sum, orphan) => sum + orphan.sizeBytes, 0);
  process.stdout.write(`${orphans.length} original(s) with no artwork, ${bytes} bytes, older than ${hours} h\n`);
  if (values.delete) process.stdout.write(`removed ${await removeOrphanOriginals(tool, orphans)}\n`);
  else if (orphans.length > 0) process.stdout.write('nothing removed (add --delete to remove them)\n');
} finally {
  await deps.close();
}
