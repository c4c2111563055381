import type { Kysely } from 'kysely';
import type { ArtworkFilesTable, Database } from '../db/schema.js';
import type { Insertable, Selectable } from 'kysely';

export type ArtworkFileRow = Selectable<ArtworkFilesTable>;

export function createArtworkFileRepository(db: Kysely<Database>) {
  return {
    /** The work's files buyers get now (not removed), in the artist's order. */
    async listLive(artworkId: string): Promise<ArtworkFileRow[]> {
      return db
        .selectFrom('artwork_files')
        .selectAll()
        .where('artwork_id', '=', artworkId)
        .where('removed_at', 'is', null)
        .orderBy('position')
        .orderBy('created_at')
        .execute();
    },

    /** Every file of these works, removed ones too (their earlier buyers still get them). */
    async listAllOf(artworkIds: readonly string[]): Promise<ArtworkFileRow[]> {
      if (artworkIds.length === 0) return [];
      return db
        .selectFrom('artwork_files')
        .selectAll()
        .where('artwork_id', 'in', artworkIds)
        .orderBy('artwork_id')
        .orderBy('position')
        .orderBy('created_at')
        .execute();
    },

    /** The storage keys of all of a work's files, removed ones too (a deleted work takes them along). */
    async keysOf(artworkId: string): Promise<string[]> {
      const rows = await db
        .selectFrom('artwork_files')
        .select('storage_key')
        .where('artwork_id', '=', artworkId)
        .execute();
      return rows.map((row) => row.storage_key);
    },

    async findLive(artworkId: string, fileId: string): Promise<ArtworkFileRow | undefined> {
      return db
        .selectFrom('artwork_files')
        .selectAll()
        .where('id', '=', fileId)
        .where('artwork_id', '=', artworkId)
        .where('removed_at', 'is', null)
        .executeTakeFirst();
    },

    async insert(row: Insertable<ArtworkFilesTable>): Promise<ArtworkFileRow> {
      return db.insertInto('artwork_files').values(row).returningAll().executeTakeFirstOrThrow();
    },

    async setLabel(fileId: string, label: string): Promise<void> {
      await db.updateTable('artwork_files').set({ label }).where('id', '=', fileId).execute();
    },

    async setPosition(fileId: string, position: number): Promise<void> {
      await db.updateTable('artwork_files').set({ position }).where('id', '=', fileId).execute();
    },

    async markRemoved(fileId: string): Promise<void> {
      await db.updateTable('artwork_files').set({ removed_at: new Date() }).where('id', '=', fileId).execute();
    },

    async deleteById(fileId: string): Promise<void> {
      await db.deleteFrom('artwork_files').where('id', '=', fileId).execute();
    },
  };
}

export type ArtworkFileRepository = ReturnType<typeof createArtworkFileRepository>;
