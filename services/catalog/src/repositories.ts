import {
  bindRepositories,
  createTransactionRunner as createRunner,
  type WithTransaction as RunInTransaction,
} from '@shop/platform';
import type { Kysely } from 'kysely';
import { createArtworkRepository } from './artworks/artworks.repository.js';
import { createArtworkFileRepository } from './artwork-files/artwork-files.repository.js';
import type { Database } from './db/schema.js';
import { createOcrMisreadRepository } from './ocr-misreads/ocr-misreads.repository.js';
import { createPriceHistoryRepository } from './pricing/price-history.repository.js';
import { createProvenanceRepository } from './provenance/provenance.repository.js';
import { createReferencePriceRepository } from './pricing/reference-price.repository.js';
import { createStorePolicyRepository } from './policies/store-policies.repository.js';
import { createSettingsRepository } from './settings/settings.repository.js';
import { createWordRepository } from './words/words.repository.js';
import { createLicenceTierRepository } from './licences/licence-tiers.repository.js';

/**
 * Composition: which repositories the service and its transactions get, beside deps.ts.
 * Each is made on the database it is given, the pool or a transaction.
 */
export const createRepositories = bindRepositories({
  artworks: createArtworkRepository,
  artworkFiles: createArtworkFileRepository,
  words: createWordRepository,
  settings: createSettingsRepository,
  referencePrice: createReferencePriceRepository,
  priceHistory: createPriceHistoryRepository,
  storePolicies: createStorePolicyRepository,
  misreads: createOcrMisreadRepository,
  provenance: createProvenanceRepository,
  licenceTiers: createLicenceTierRepository,
});

export type CatalogRepositories = ReturnType<typeof createRepositories>;

/** Runs `work` in one transaction, with repositories bound to it (platform's idiom, as in every service). */
export type WithTransaction = RunInTransaction<CatalogRepositories>;

export function createTransactionRunner(db: Kysely<Database>): WithTransaction {
  return createRunner(db, createRepositories);
}
