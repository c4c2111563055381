import multipart from '@fastify/multipart';
import { join } from 'node:path';
import { MAX_UPLOAD_BYTES } from '@shop/contracts';
import { createServiceServer, migrateToLatest, pingRedis, type AppInstance } from '@shop/platform';
import type { Kysely } from 'kysely';
import { artworkRoutes } from './artworks/artworks.routes.js';
import { artworkFileRoutes } from './artwork-files/artwork-files.routes.js';
import { migrations } from './db/migrations/index.js';
import { CATALOG_SCHEMA, type CatalogDeps } from './deps.js';
import { fileRoutes } from './files/files.routes.js';
import { galleryRoutes } from './galleries/galleries.routes.js';
import { internalRoutes } from './internal/internal.routes.js';
import { layoutRoutes } from './layout/layout.routes.js';
import { pricingRoutes } from './pricing/pricing.routes.js';
import { storePolicyRoutes } from './policies/store-policies.routes.js';
import { shopIdentityRoutes } from './shop-identity/shop-identity.routes.js';
import { sellerDetailsRoutes } from './seller-details/seller-details.routes.js';
import { shopTimeZoneRoutes } from './shop-time-zone/shop-time-zone.routes.js';
import { licenceTierRoutes } from './licences/licence-tiers.routes.js';
import { watermarkRoutes } from './watermark/watermark.routes.js';
import { ocrQueueRoutes } from './ocr-jobs/ocr-queue.routes.js';
import { ocrFindingsRoutes } from './ocr-results/ocr-findings.routes.js';
import { ocrMisreadRoutes } from './ocr-misreads/ocr-misreads.routes.js';
import { wordRoutes } from './words/words.routes.js';
import { resumableUploadRoutes } from './uploads/resumable-uploads.js';
import { announcePublicWrites } from './public-changes/public-changes.js';

/** Before serving: migrations, the bucket, OCR jobs a crash may have lost, and the results consumer. */
export async function prepare(deps: CatalogDeps): Promise<void> {
  await migrateToLatest(deps.db as Kysely<unknown>, CATALOG_SCHEMA, migrations);
  await deps.storage.ensureBucket();
  await deps.artworks.requeueStalePending(deps.config.OCR_REQUEUE_AFTER_MS);
  deps.startConsumers();
}

export async function buildApp(deps: CatalogDeps): Promise<AppInstance> {
  const app = createServiceServer('catalog', deps, {
    redis: () => pingRedis(deps.redis),
    storage: () => deps.storage.ping(),
  });
  app.metrics.registry.registerMetric(deps.ocrResultFailures);
  announcePublicWrites(app, deps.publicChanges);
  await app.register(multipart, {
    // The file is refused past the limit by the upload service (413, nothing kept), not by the
    // parser, so the rest of the request is still read and the answer is a clean JSON error.
    throwFileSizeLimit: false,
    // Originals are up to 200 MB: 1 MiB buffers, not busboy's 16 KiB, spare the spooling
    // thousands of small writes.
    fileHwm: 1024 * 1024,
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 3, fields: 10, fieldSize: 10_000, parts: 20, headerPairs: 100 },
  });
  await app.register(artworkRoutes, { artworks: deps.artworks });
  await app.register(artworkFileRoutes, { artworkFiles: deps.artworkFiles });
  await app.register(resumableUploadRoutes, {
    artworks: deps.artworks,
    artworkFiles: deps.artworkFiles,
    live: deps.liveOriginals,
    stagingDir: join(deps.config.UPLOAD_TMP_DIR, 'resumable'),
    log: deps.logger,
  });
  await app.register(fileRoutes, { files: deps.files });
  await app.register(galleryRoutes, { galleries: deps.galleries });
  await app.register(ocrQueueRoutes, { ocrJobs: deps.ocrJobs });
  await app.register(ocrFindingsRoutes, { outcomes: deps.outcomes });
  await app.register(ocrMisreadRoutes, { misreads: deps.misreads });
  await app.register(wordRoutes, { words: deps.words });
  await app.register(layoutRoutes, { layout: deps.layout });
  await app.register(watermarkRoutes, { watermark: deps.watermark });
  await app.register(pricingRoutes, { pricing: deps.pricing });
  await app.register(storePolicyRoutes, { policies: deps.policies });
  await app.register(shopIdentityRoutes, { identity: deps.shopIdentity });
  await app.register(sellerDetailsRoutes, { seller: deps.sellerDetails });
  await app.register(shopTimeZoneRoutes, { timeZone: deps.shopTimeZone });
  await app.register(licenceTierRoutes, { licences: deps.licences });
  await app.register(internalRoutes, { artworks: deps.artworks, licences: deps.licences });
  return app;
}
