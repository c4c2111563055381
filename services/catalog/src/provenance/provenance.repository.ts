import type { Provenance } from '@shop/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { ContentCredentials } from './read-credentials.js';

export function createProvenanceRepository(db: Kysely<Database>) {
  return {
    /** Keeps a work's credentials; those of a replaced original are overwritten. */
    async save(artworkId: string, storageKey: string, { summary, manifestStore }: ContentCredentials): Promise<void> {
      const row = {
        storage_key: storageKey,
        generator: summary.generator,
        claim_generator: summary.claimGenerator,
        ai_generated: summary.aiGenerated,
        actions: summary.actions,
        signer: summary.signer,
        issuer: summary.issuer,
        validation_state: summary.validationState,
        manifest_store: JSON.stringify(manifestStore),
      };
      await db
        .insertInto('artwork_provenance')
        .values({ artwork_id: artworkId, ...row })
        .onConflict((oc) => oc.column('artwork_id').doUpdateSet({ ...row, read_at: new Date() }))
        .execute();
    },

    /** A replaced original without credentials leaves none of the old file's behind. */
    async remove(artworkId: string): Promise<void> {
      await db.deleteFrom('artwork_provenance').where('artwork_id', '=', artworkId).execute();
    },

    /** The public summaries of these works (without the manifest store), by artwork id. */
    async summariesFor(artworkIds: readonly string[]): Promise<Map<string, Provenance>> {
      if (artworkIds.length === 0) return new Map();
      const rows = await db
        .selectFrom('artwork_provenance')
        .select(['artwork_id', 'generator', 'ai_generated', 'actions', 'signer', 'issuer', 'validation_state'])
        .where('artwork_id', 'in', artworkIds)
        .execute();
      return new Map(
        rows.map((row) => [
          row.artwork_id,
          {
            generator: row.generator,
            aiGenerated: row.ai_generated,
            actions: row.actions,
            signer: row.signer,
            issuer: row.issuer,
            validationState: row.validation_state,
          },
        ]),
      );
    },

    /** The manifest store kept for a work, as read; null when none was. */
    async manifestStoreOf(artworkId: string): Promise<unknown> {
      const row = await db
        .selectFrom('artwork_provenance')
        .select('manifest_store')
        .where('artwork_id', '=', artworkId)
        .executeTakeFirst();
      return row?.manifest_store ?? null;
    },
  };
}

export type ProvenanceRepository = ReturnType<typeof createProvenanceRepository>;
