import { type AddWordResult, normalizeWord, type OcrResultJob } from '@shop/contracts';
import type { Logger } from '@shop/platform';
import type { Kysely } from 'kysely';
import { createArtworkRepository, isUuid } from '../artworks/artworks.repository.js';
import type { Database } from '../db/schema.js';
import { createWordRepository } from '../words/words.repository.js';
import { buildOcrErrors, failureMessage } from './ocr-errors.js';

/**
 * Applies what the OCR worker found, and re-evaluates stored findings when curators accept a
 * word. The catalog is the only writer of artworks; every change here is one transaction.
 */
export function createOcrOutcomeService({ db, log }: { db: Kysely<Database>; log: Logger }) {
  async function acceptedKeys(trx: Kysely<Database>): Promise<Set<string>> {
    const words = await createWordRepository(trx).listAll();
    return new Set(words.map((word) => word.word_key));
  }

  return {
    /** Idempotent: a repeated or late result leaves the artwork exactly as the first one did. */
    async apply(result: OcrResultJob): Promise<boolean> {
      if (!isUuid(result.artworkId)) {
        log.warn({ artworkId: result.artworkId }, 'OCR result for a malformed artwork id ignored');
        return false;
      }
      const artworks = createArtworkRepository(db);
      switch (result.outcome) {
        case 'processing':
          return artworks.markProcessing(result.artworkId);
        case 'failed':
          return artworks.setOcrFailed(result.artworkId, [failureMessage(result.reason)]);
        case 'processed':
          return db.transaction().execute(async (trx) => {
            const suspectWords = result.suspectWords;
            const ocrErrors = suspectWords ? buildOcrErrors(suspectWords, await acceptedKeys(trx)) : result.ocrErrors;
            return createArtworkRepository(trx).setOcrProcessed(result.artworkId, {
              ocrText: result.ocrText,
              ocrErrors,
              suspectWords: suspectWords ?? [],
              width: result.width,
              height: result.height,
              previewKeys: result.previewKeys,
            });
          });
      }
    },

    /** The curator says a word is fine: it joins the shop's list and every finding of it is dropped. */
    async acceptWord(word: string): Promise<AddWordResult> {
      const key = normalizeWord(word);
      return db.transaction().execute(async (trx) => {
        await createWordRepository(trx).add(key, word);
        const accepted = await acceptedKeys(trx);
        const artworks = createArtworkRepository(trx);
        let reevaluated = 0;
        for (const row of await artworks.listWithSuspectWord(key)) {
          const ocrErrors = buildOcrErrors(row.ocr_suspect_words, accepted);
          if (
            ocrErrors.length === row.ocr_errors.length &&
            ocrErrors.every((error, index) => error === row.ocr_errors[index])
          )
            continue;
          await artworks.setOcrErrors(row.id, ocrErrors);
          reevaluated += 1;
        }
        log.info({ word, reevaluated }, 'word accepted');
        return { word, reevaluated };
      });
    },
  };
}

export type OcrOutcomeService = ReturnType<typeof createOcrOutcomeService>;
