import type { OcrFindingKind, OcrMisread } from '@shop/contracts';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

/** A work and the original its findings were read from: misreadings hold for that file only. */
export interface ReadFile {
  id: string;
  storage_key: string;
}

export interface NewOcrMisread {
  artworkId: string;
  storageKey: string;
  word: string;
  wordKey: string;
  text: string;
  kind: OcrFindingKind;
  confidence: number | null;
  pass: string | null;
}

const iso = (column: 'created_at' | 'updated_at') =>
  sql<string>`to_char(${sql.ref(column)} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`.as(column);

const MISREAD_SELECTION = [
  'artwork_id',
  'word',
  'image_says',
  'kind',
  'confidence',
  'pass',
  iso('created_at'),
  iso('updated_at'),
] as const;

type MisreadRow = {
  artwork_id: string;
  word: string;
  image_says: string;
  kind: OcrFindingKind;
  confidence: number | null;
  pass: string | null;
  created_at: string;
  updated_at: string;
};

function toOcrMisread(row: MisreadRow): OcrMisread {
  return {
    artworkId: row.artwork_id,
    word: row.word,
    text: row.image_says,
    kind: row.kind,
    confidence: row.confidence,
    pass: row.pass,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export function createOcrMisreadRepository(db: Kysely<Database>) {
  return {
    /** The word keys marked misread on each work's current file, by work id. */
    async clearedKeys(works: readonly ReadFile[]): Promise<Map<string, Set<string>>> {
      const cleared = new Map<string, Set<string>>(works.map((work) => [work.id, new Set<string>()]));
      if (works.length === 0) return cleared;
      const fileOf = new Map(works.map((work) => [work.id, work.storage_key]));
      const rows = await db
        .selectFrom('ocr_misreads')
        .select(['artwork_id', 'storage_key', 'word_key'])
        .where('artwork_id', 'in', [...fileOf.keys()])
        .execute();
      for (const row of rows) {
        if (fileOf.get(row.artwork_id) === row.storage_key) cleared.get(row.artwork_id)?.add(row.word_key);
      }
      return cleared;
    },

    /** Once per work, file and word: saying again what the image says updates it, keeping when it was first marked. */
    async record(misread: NewOcrMisread): Promise<OcrMisread> {
      const row = await db
        .insertInto('ocr_misreads')
        .values({
          artwork_id: misread.artworkId,
          storage_key: misread.storageKey,
          word: misread.word,
          word_key: misread.wordKey,
          image_says: misread.text,
          kind: misread.kind,
          confidence: misread.confidence,
          pass: misread.pass,
        })
        .onConflict((oc) =>
          oc
            .columns(['artwork_id', 'storage_key', 'word_key'])
            .doUpdateSet({ image_says: misread.text, updated_at: sql<Date>`now()` }),
        )
        .returning(MISREAD_SELECTION)
        .executeTakeFirstOrThrow();
      return toOcrMisread(row);
    },

    async count(): Promise<number> {
      const row = await db
        .selectFrom('ocr_misreads')
        .select(db.fn.countAll<string>().as('count'))
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    /** Newest first (the time each was first marked, then the row's id, for a total order). */
    async listLatest(limit: number): Promise<OcrMisread[]> {
      const rows = await db
        .selectFrom('ocr_misreads')
        .select(MISREAD_SELECTION)
        .orderBy('ocr_misreads.created_at', 'desc')
        .orderBy('ocr_misreads.id', 'desc')
        .limit(limit)
        .execute();
      return rows.map(toOcrMisread);
    },
  };
}

export type OcrMisreadRepository = ReturnType<typeof createOcrMisreadRepository>;
