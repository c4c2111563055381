import type { Artwork } from '@shop/contracts';
import type { Logger } from '@shop/platform';
import type { ProvenanceRepository } from './provenance.repository.js';
import { type OriginalSource, readContentCredentials } from './read-credentials.js';

/**
 * Reads an original's Content Credentials where it is stored, keeps them with the work, and adds
 * their summary to the artworks answered.
 */
export function createProvenance({ provenance, log }: { provenance: ProvenanceRepository; log: Logger }) {
  return {
    /**
     * Reads and keeps the credentials of the work's (new) original. Never fails the upload: an
     * unreadable manifest or a failed write is logged, and the work simply shows none.
     */
    async keep(artworkId: string, storageKey: string, source: OriginalSource, mimeType: string): Promise<void> {
      try {
        const reading = await readContentCredentials(source, mimeType);
        if (reading.kind === 'found') {
          await provenance.save(artworkId, storageKey, reading.credentials);
          const { generator, aiGenerated, validationState } = reading.credentials.summary;
          log.info({ artworkId, generator, aiGenerated, validationState }, 'content credentials kept');
          return;
        }
        if (reading.kind === 'unreadable')
          log.warn({ artworkId, mimeType, reason: reading.reason }, 'content credentials unreadable');
        await provenance.remove(artworkId);
      } catch (error) {
        log.error({ err: error, artworkId }, 'could not keep content credentials');
      }
    },

    /** The artworks, each with its credentials' summary when it has some. */
    async withSummaries<T extends Artwork>(artworks: T[]): Promise<T[]> {
      const summaries = await provenance.summariesFor(artworks.map((artwork) => artwork.id));
      if (summaries.size === 0) return artworks;
      return artworks.map((artwork) => {
        const summary = summaries.get(artwork.id);
        return summary ? { ...artwork, provenance: summary } : artwork;
      });
    },
  };
}

export type ProvenanceService = ReturnType<typeof createProvenance>;
