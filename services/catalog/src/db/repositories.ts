import { createTransactionRunner as createRunner, type WithTransaction as RunInTransaction } from '@shop/platform';
import type { Kysely } from 'kysely';
import { createArtworkRepository, type ArtworkRepository } from '../artworks/artworks.repository.js';
import {
  createReferencePriceRepository,
  type ReferencePriceRepository,
} from '../pricing/reference-price.repository.js';
import { createStorePolicyRepository, type StorePolicyRepository } from '../policies/store-policies.repository.js';
import { createSettingsRepository, type SettingsRepository } from '../settings/settings.repository.js';
import { createWordRepository, type WordRepository } from '../words/words.repository.js';
import type { Database } from './schema.js';

export interface CatalogRepositories {
  artworks: ArtworkRepository;
  words: WordRepository;
  settings: SettingsRepository;
  referencePrice: ReferencePriceRepository;
  storePolicies: StorePolicyRepository;
}

export function createRepositories(db: Kysely<Database>): CatalogRepositories {
  return {
    artworks: createArtworkRepository(db),
    words: createWordRepository(db),
    settings: createSettingsRepository(db),
    referencePrice: createReferencePriceRepository(db),
    storePolicies: createStorePolicyRepository(db),
  };
}

/** Runs `work` in one transaction, with repositories bound to it (platform's idiom, as in every service). */
export type WithTransaction = RunInTransaction<CatalogRepositories>;

export function createTransactionRunner(db: Kysely<Database>): WithTransaction {
  return createRunner(db, createRepositories);
}
