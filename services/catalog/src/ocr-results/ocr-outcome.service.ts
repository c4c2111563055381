import { type AddWordResult, type ArtworkOcrFindings, isId, normalizeWord, type OcrResultJob } from '@shop/contracts';
import { type Logger, NotFound } from '@shop/platform';
import type { ArtworkRepository } from '../artworks/artworks.repository.js';
import type { WithTransaction } from '../db/repositories.js';
import type { WordRepository } from '../words/words.repository.js';
import { buildOcrErrors, failureMessage, findingKeys, openFindings } from './ocr-errors.js';
import { nextReviewState } from './ocr-outcome.js';

export interface OcrOutcomeServiceDeps {
  artworks: ArtworkRepository;
  words: WordRepository;
  withTransaction: WithTransaction;
  log: Logger;
}

async function acceptedKeys(words: WordRepository): Promise<Set<string>> {
  return new Set((await words.listAll()).map((word) => word.word_key));
}

/**
 * The catalog alone decides what OCR findings mean: it stores them as the worker sent them and
 * derives `ocrErrors` and the artwork's status from them, minus the shop's and the curators' words,
 * when a result arrives and again when a curator accepts a word. The catalog is the only writer of
 * artworks; every decision is one transaction over the locked rows.
 */
export function createOcrOutcomeService({ artworks, words, withTransaction, log }: OcrOutcomeServiceDeps) {
  return {
    /** Idempotent: a repeated or late result leaves the artwork exactly as the first one did. */
    async apply(result: OcrResultJob): Promise<boolean> {
      if (!isId(result.artworkId)) {
        log.warn({ artworkId: result.artworkId }, 'OCR result for a malformed artwork id ignored');
        return false;
      }
      switch (result.outcome) {
        case 'processing':
          return artworks.markProcessing(result.artworkId);
        case 'failed':
          return artworks.setOcrFailed(result.artworkId, [failureMessage(result.reason)]);
        case 'processed':
          return withTransaction(async (trx) => {
            // The word list first, then the row: acceptWord locks in the same order, so the two
            // never wait on each other in a cycle.
            await trx.words.lockForReading();
            const row = await trx.artworks.lockOcrState(result.artworkId);
            // The first processed result wins: a duplicate changes nothing, so it can never
            // re-flag work a curator has approved since.
            if (!row || row.ocr_status === 'processed') return false;
            const ocrErrors = buildOcrErrors(result.findings, await acceptedKeys(trx.words));
            const review = nextReviewState({ status: row.status, setBy: row.status_set_by }, ocrErrors);
            await trx.artworks.setOcrProcessed(row.id, {
              ocrText: result.ocrText,
              ocrErrors,
              findings: result.findings,
              findingKeys: findingKeys(result.findings),
              width: result.width,
              height: result.height,
              previewKeys: result.previewKeys,
              review,
            });
            return true;
          });
      }
    },

    /** The curator says a word is fine: it joins the shop's list and every finding of it is dropped. */
    async acceptWord(word: string): Promise<AddWordResult> {
      const key = normalizeWord(word);
      return withTransaction(async (trx) => {
        await trx.words.lockForChange();
        await trx.words.add(key, word);
        const accepted = await acceptedKeys(trx.words);
        let reevaluated = 0;
        for (const row of await trx.artworks.lockWithFindingKey(key)) {
          const ocrErrors = buildOcrErrors(row.ocr_findings, accepted);
          const review = nextReviewState({ status: row.status, setBy: row.status_set_by }, ocrErrors);
          if (review.status === row.status && sameErrors(ocrErrors, row.ocr_errors)) continue;
          await trx.artworks.setOcrErrors(row.id, ocrErrors, review);
          reevaluated += 1;
        }
        log.info({ word, reevaluated }, 'word accepted');
        return { word, reevaluated };
      });
    },

    /** The findings behind an artwork's `ocrErrors`, for the curator. */
    async findingsOf(artworkId: string): Promise<ArtworkOcrFindings> {
      const row = await artworks.findOcrFindings(artworkId);
      if (!row) throw new NotFound('No artwork with this id.');
      return {
        artworkId: row.id,
        findings: openFindings(row.ocr_findings, await acceptedKeys(words)),
      };
    },
  };
}

function sameErrors(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((error, index) => error === b[index]);
}

export type OcrOutcomeService = ReturnType<typeof createOcrOutcomeService>;
