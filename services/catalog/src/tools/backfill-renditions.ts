// Operator tool: gives artworks processed before a preview width was added (720) the
// renditions they lack, so phones get the smaller picture; safe to run again, and while serving.
//
//   node dist/tools/backfill-renditions.js
//
// Runs with the catalog's own configuration (in compose: docker compose exec catalog node
// dist/tools/backfill-renditions.js).
import { loadConfig } from '@shop/platform';
import { createArtworkRepository } from '../artworks/artworks.repository.js';
import { catalogEnvSchema } from '../config.js';
import { createDeps } from '../deps.js';
import { backfillRenditions } from '../files/backfill-renditions.js';

const deps = createDeps(loadConfig(catalogEnvSchema));
try {
  const outcome = await backfillRenditions({
    artworks: createArtworkRepository(deps.db),
    storage: deps.storage,
    log: deps.logger,
  });
  process.stdout.write(
    `${outcome.checked} artwork(s) lacked a preview width: ${outcome.completed} completed ` +
      `(${outcome.made} rendition(s) made), ${outcome.skipped} left as they were\n`,
  );
} finally {
  await deps.close();
}
