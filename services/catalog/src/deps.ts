import { QUEUES } from '@shop/contracts';
import {
  closeQueue,
  createDb,
  createFileUploader,
  createLogger,
  createRedis,
  createStorage,
  jobDefaults,
  startJobConsumer,
  storageConfigOf,
  type Logger,
  type ObjectStorage,
  type StartedJobConsumer,
} from '@shop/platform';
import { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { Counter } from 'prom-client';
import type { Kysely } from 'kysely';
import { createPricingService, type PricingService } from './pricing/pricing.service.js';
import { createStorePolicyService, type StorePolicyService } from './policies/store-policies.service.js';
import { createArtworkService, type ArtworkService } from './artworks/artworks.service.js';
import { createArtworkFileService, type ArtworkFileService } from './artwork-files/artwork-files.service.js';
import { createProvenance } from './provenance/provenance.service.js';
import { createOrdersClient } from './clients/orders-client.js';
import type { CatalogConfig } from './config.js';
import { createRepositories, createTransactionRunner } from './repositories.js';
import type { Database } from './db/schema.js';
import { createFileService, type FileService } from './files/files.service.js';
import { createGalleryService, type GalleryService } from './galleries/galleries.service.js';
import { createLayoutService, type LayoutService } from './layout/layout.service.js';
import { createShopIdentityService, type ShopIdentityService } from './shop-identity/shop-identity.service.js';
import { createSellerDetailsService, type SellerDetailsService } from './seller-details/seller-details.service.js';
import { createShopTimeZoneService, type ShopTimeZoneService } from './shop-time-zone/shop-time-zone.service.js';
import { createLicenceTierService, type LicenceTierService } from './licences/licence-tiers.service.js';
import { createWatermarkService, type WatermarkService } from './watermark/watermark.service.js';
import { createReplaceClaims } from './artworks/replace-claims.js';
import { createOcrJobQueue, type OcrJobQueue } from './ocr-jobs/ocr-job-queue.js';
import { createOcrMisreadService, type OcrMisreadService } from './ocr-misreads/ocr-misreads.service.js';
import { createOcrOutcomeService, type OcrOutcomeService } from './ocr-results/ocr-outcome.service.js';
import { ocrResultsConsumer } from './ocr-results/ocr-results.handler.js';

import { createWordService, type WordService } from './words/words.service.js';
import { createPublicChanges, type PublicChanges } from './public-changes/public-changes.js';
import { createOriginals } from './artworks/originals.js';
import { createLiveOriginals, type LiveOriginals } from './uploads/live-originals.js';

export const CATALOG_SCHEMA = 'catalog';

export interface CatalogDeps {
  config: CatalogConfig;
  logger: Logger;
  db: Kysely<Database>;
  redis: Redis;
  /** Announces writes to the gateways' caches of public answers. */
  publicChanges: PublicChanges;
  storage: ObjectStorage;
  /** New artworks' originals stored while their resumable uploads arrive. */
  liveOriginals: LiveOriginals;
  /** The new-upload lane, queue `ocr`. */
  ocrQueue: Queue;
  /** The bulk-import lane, queue `ocr-bulk`. */
  ocrBulkQueue: Queue;
  artworks: ArtworkService;
  /** The extra files a buyer of a work gets beside its original. */
  artworkFiles: ArtworkFileService;
  files: FileService;
  galleries: GalleryService;
  ocrJobs: OcrJobQueue;
  outcomes: OcrOutcomeService;
  words: WordService;
  /** What curators said OCR misread (each clears one finding of one work). */
  misreads: OcrMisreadService;
  layout: LayoutService;
  watermark: WatermarkService;
  /** The shop's name, logo and support address. */
  shopIdentity: ShopIdentityService;
  /** The seller invoices name. */
  sellerDetails: SellerDetailsService;
  /** The zone the shop's days are counted in. */
  shopTimeZone: ShopTimeZoneService;
  /** The licence tiers a buyer chooses from (none: the shop licence). */
  licences: LicenceTierService;
  pricing: PricingService;
  policies: StorePolicyService;
  /** Failed attempts of the `ocr-results` consumer; `buildApp` puts it on the service's registry. */
  ocrResultFailures: Counter<'final'>;
  /** Starts consuming `ocr-results` (once); `close` stops it. */
  startConsumers(): void;
  close(): Promise<void>;
}

/** The composition root: the only place that opens pools, Redis connections, queues and S3 clients. */
export function createDeps(config: CatalogConfig, logger = createLogger('catalog', config.LOG_LEVEL)): CatalogDeps {
  const db = createDb<Database>({
    url: config.DATABASE_URL,
    preparedStatements: config.DATABASE_PREPARED_STATEMENTS === 'on',
    schema: CATALOG_SCHEMA,
    onPoolError: (error) => logger.warn({ err: error }, 'idle database client failed'),
  });
  const redis = createRedis(config.REDIS_URL, 'producer', (error) =>
    logger.debug({ err: error }, 'redis connection error'),
  );
  const storage = createStorage(storageConfigOf(config));
  const ocrQueue = new Queue(QUEUES.ocr, { connection: redis, prefix: config.QUEUE_PREFIX });
  const ocrBulkQueue = new Queue(QUEUES.ocrBulk, { connection: redis, prefix: config.QUEUE_PREFIX });
  // Producer side of `ocr-results` only to clear a replaced file's old results.
  const ocrResultsQueue = new Queue(QUEUES.ocrResults, { connection: redis, prefix: config.QUEUE_PREFIX });
  for (const queue of [ocrQueue, ocrBulkQueue, ocrResultsQueue])
    queue.on('error', (error) => logger.debug({ err: error }, 'ocr queue error'));
  const ocrJobs = createOcrJobQueue(
    { new: ocrQueue, bulk: ocrBulkQueue },
    redis,
    jobDefaults({ attempts: config.OCR_JOB_ATTEMPTS, backoffMs: config.OCR_BACKOFF_MS }),
    ocrResultsQueue,
  );

  const repositories = createRepositories(db);
  const watermark = createWatermarkService({ settings: repositories.settings });
  const uploader = createFileUploader(storage);
  const ordersClient = createOrdersClient({
    baseUrl: config.ORDERS_URL,
    internalToken: config.INTERNAL_TOKEN,
    log: logger,
  });
  const artworkFiles = createArtworkFileService({
    files: repositories.artworkFiles,
    artworks: repositories.artworks,
    storage,
    uploader,
    orders: ordersClient,
    uploadTmpDir: config.UPLOAD_TMP_DIR,
    log: logger,
  });
  const artworks = createArtworkService({
    artworks: repositories.artworks,
    referencePrice: repositories.referencePrice,
    priceHistory: repositories.priceHistory,
    storage,
    uploader,
    ocrJobs,
    log: logger,
    uploadTmpDir: config.UPLOAD_TMP_DIR,
    withTransaction: createTransactionRunner(db),
    orders: ordersClient,
    replaceClaims: createReplaceClaims(redis, `${config.QUEUE_PREFIX}:catalog`),
    provenance: createProvenance({ provenance: repositories.provenance, log: logger }),
    extraFiles: artworkFiles,
  });
  const outcomes = createOcrOutcomeService({
    artworks: repositories.artworks,
    words: repositories.words,
    misreads: repositories.misreads,
    withTransaction: createTransactionRunner(db),
    log: logger,
  });
  const words = createWordService({ words: repositories.words, acceptWord: outcomes.acceptWord });
  const misreads = createOcrMisreadService({ misreads: repositories.misreads, recordMisread: outcomes.recordMisread });

  const publicChanges = createPublicChanges(redis, config.QUEUE_PREFIX, logger);
  let consumerRedis: Redis | undefined;
  let consumer: StartedJobConsumer | undefined;
  // Made without a registry: the consumer starts in `prepare`, before the app's registry exists.
  const ocrResultFailures = new Counter({
    name: 'shop_ocr_results_failed_total',
    help: 'OCR-result job attempts that failed; final="true" when no retry is left',
    labelNames: ['final'] as const,
    registers: [],
  });

  return {
    config,
    logger,
    db,
    redis,
    publicChanges,
    storage,
    liveOriginals: createLiveOriginals({
      originals: createOriginals({ storage, uploader, log: logger }),
      log: logger,
    }),
    ocrQueue,
    ocrBulkQueue,
    artworks,
    artworkFiles,
    files: createFileService({
      artworks: repositories.artworks,
      storage,
      publicPreviewMaxEdge: config.PUBLIC_PREVIEW_MAX_EDGE,
      watermark,
      log: logger,
    }),
    watermark,
    shopIdentity: createShopIdentityService({
      settings: repositories.settings,
      storage,
      uploadTmpDir: config.UPLOAD_TMP_DIR,
      log: logger,
    }),
    sellerDetails: createSellerDetailsService({ settings: repositories.settings }),
    shopTimeZone: createShopTimeZoneService({ settings: repositories.settings }),
    licences: createLicenceTierService({
      licenceTiers: repositories.licenceTiers,
      withTransaction: createTransactionRunner(db),
    }),
    galleries: createGalleryService({
      artworks: repositories.artworks,
      referencePrice: repositories.referencePrice,
      priceHistory: repositories.priceHistory,
      houseCategory: config.HOUSE_CATEGORY,
    }),
    pricing: createPricingService({ referencePrice: repositories.referencePrice }),
    policies: createStorePolicyService({ storePolicies: repositories.storePolicies }),
    ocrJobs,
    outcomes,
    words,
    misreads,
    layout: createLayoutService({ settings: repositories.settings, artworks: repositories.artworks }),
    ocrResultFailures,
    startConsumers() {
      if (consumer) return;
      consumerRedis = createRedis(config.REDIS_URL, 'worker', (error) =>
        logger.debug({ err: error }, 'redis connection error'),
      );
      consumer = startJobConsumer({
        ...ocrResultsConsumer({ outcomes, log: logger, onApplied: publicChanges.announce }),
        connection: consumerRedis,
        prefix: config.QUEUE_PREFIX,
        concurrency: config.OCR_RESULTS_CONCURRENCY,
        log: logger,
        failures: ocrResultFailures,
      });
    },
    async close() {
      await consumer?.close();
      await closeQueue(ocrQueue);
      await closeQueue(ocrBulkQueue);
      await closeQueue(ocrResultsQueue);
      consumerRedis?.disconnect();
      redis.disconnect();
      await db.destroy();
    },
  };
}
