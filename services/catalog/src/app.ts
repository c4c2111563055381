import { createServer, migrateToLatest, pingDb, pingRedis, type AppInstance } from '@shop/platform';
import type { Kysely } from 'kysely';
import { artworkRoutes } from './artworks/artworks.routes.js';
import { CATALOG_SCHEMA, type CatalogDeps } from './deps.js';
import { migrations } from './db/migrations/index.js';

export async function prepare(deps: CatalogDeps): Promise<void> {
  await migrateToLatest(deps.db as Kysely<unknown>, CATALOG_SCHEMA, migrations);
  await deps.storage.ensureBucket();
}

export async function buildApp(deps: CatalogDeps): Promise<AppInstance> {
  const app = createServer({
    service: 'catalog',
    logger: deps.logger,
    internalToken: deps.config.INTERNAL_TOKEN,
    readiness: {
      postgres: () => pingDb(deps.db as Kysely<unknown>),
      redis: () => pingRedis(deps.redis),
      storage: () => deps.storage.ping(),
    },
  });
  await app.register(artworkRoutes, { artworks: deps.artworks });
  return app;
}
