import type { ArtworkStatus } from '@shop/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

export interface ArtworkFilter {
  status?: ArtworkStatus | undefined;
  category?: string | undefined;
}

export function createArtworkRepository(db: Kysely<Database>) {
  return {
    async list(filter: ArtworkFilter) {
      let query = db.selectFrom('artworks').selectAll();
      if (filter.status) query = query.where('status', '=', filter.status);
      if (filter.category) query = query.where('category', '=', filter.category);
      return query.orderBy('created_at', 'desc').orderBy('id').execute();
    },
  };
}

export type ArtworkRepository = ReturnType<typeof createArtworkRepository>;
