import type { Kysely } from 'kysely';
import { createArtworkRepository, type ArtworkRepository } from '../artworks/artworks.repository.js';
import { createSettingsRepository, type SettingsRepository } from '../settings/settings.repository.js';
import { createWordRepository, type WordRepository } from '../words/words.repository.js';
import type { Database } from './schema.js';

export interface CatalogRepositories {
  artworks: ArtworkRepository;
  words: WordRepository;
  settings: SettingsRepository;
}

export function createRepositories(db: Kysely<Database>): CatalogRepositories {
  return {
    artworks: createArtworkRepository(db),
    words: createWordRepository(db),
    settings: createSettingsRepository(db),
  };
}

/** Runs `work` in one transaction, with repositories bound to it; commits when it resolves. */
export type WithTransaction = <T>(work: (repositories: CatalogRepositories) => Promise<T>) => Promise<T>;

export function createTransactionRunner(db: Kysely<Database>): WithTransaction {
  return (work) => db.transaction().execute((trx) => work(createRepositories(trx)));
}
