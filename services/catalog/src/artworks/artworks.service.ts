import type { Artwork, ListArtworksQuery, Role } from '@shop/contracts';
import { toArtwork } from './artwork.mapper.js';
import type { ArtworkRepository } from './artworks.repository.js';

export function createArtworkService({ artworks }: { artworks: ArtworkRepository }) {
  return {
    /** Public callers see approved work only, whatever they ask for. */
    async list(role: Role, query: ListArtworksQuery): Promise<Artwork[]> {
      const status = role === 'admin' ? query.status : 'approved';
      const rows = await artworks.list({ status, category: query.category });
      return rows.map(toArtwork);
    },
  };
}

export type ArtworkService = ReturnType<typeof createArtworkService>;
