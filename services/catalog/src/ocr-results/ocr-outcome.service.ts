import {
  type AddWordResult,
  type ArtworkOcrFindings,
  isId,
  normalizeWord,
  type OcrMisreadBody,
  type OcrMisreadResult,
  type OcrResultJob,
} from '@shop/contracts';
import { Conflict, type Logger, NotFound } from '@shop/platform';
import type { ArtworkRepository } from '../artworks/artworks.repository.js';
import type { WithTransaction } from '../repositories.js';
import type { OcrMisreadRepository, ReadFile } from '../ocr-misreads/ocr-misreads.repository.js';
import type { WordRepository } from '../words/words.repository.js';
import { buildOcrErrors, failureMessage, findingKeys, openFindings } from './ocr-errors.js';
import { nextReviewState } from './ocr-outcome.js';

export interface OcrOutcomeServiceDeps {
  artworks: ArtworkRepository;
  words: WordRepository;
  misreads: OcrMisreadRepository;
  withTransaction: WithTransaction;
  log: Logger;
}

async function acceptedKeys(words: WordRepository): Promise<Set<string>> {
  return new Set((await words.listAll()).map((word) => word.word_key));
}

/** The words the curator marked as misread on this work's current file. */
async function misreadKeysOf(misreads: OcrMisreadRepository, work: ReadFile): Promise<Set<string>> {
  return (await misreads.clearedKeys([work])).get(work.id) ?? new Set();
}

/**
 * The catalog alone decides what OCR findings mean: it stores them as the worker sent them and
 * derives `ocrErrors` and the artwork's status from them, minus the shop's and the curators' words
 * and the work's own misreadings, when a result arrives and again when a curator accepts a word or
 * marks a misreading. The catalog is the only writer of artworks; every decision is one
 * transaction over the locked rows.
 */
export function createOcrOutcomeService({ artworks, words, misreads, withTransaction, log }: OcrOutcomeServiceDeps) {
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
            // Misreadings marked on this very file still hold when it is read again.
            const ocrErrors = buildOcrErrors(
              result.findings,
              await acceptedKeys(trx.words),
              await misreadKeysOf(trx.misreads, row),
            );
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
        const rows = await trx.artworks.lockWithFindingKey(key);
        const misread = await trx.misreads.clearedKeys(rows);
        let reevaluated = 0;
        for (const row of rows) {
          const ocrErrors = buildOcrErrors(row.ocr_findings, accepted, misread.get(row.id));
          const review = nextReviewState({ status: row.status, setBy: row.status_set_by }, ocrErrors);
          if (review.status === row.status && sameErrors(ocrErrors, row.ocr_errors)) continue;
          await trx.artworks.setOcrErrors(row.id, ocrErrors, review);
          reevaluated += 1;
        }
        log.info({ word, reevaluated }, 'word accepted');
        return { word, reevaluated };
      });
    },

    /**
     * The curator says OCR misread one of this work's findings and what the image really says:
     * the finding is cleared for this work and this file alone, recorded so misreadings can be
     * counted, and the work's errors and status are derived again exactly as accepting a word
     * derives them. No word joins the shop's list: a misreading is not a word anyone should pass.
     */
    async recordMisread(artworkId: string, { word, text }: OcrMisreadBody): Promise<OcrMisreadResult> {
      if (!isId(artworkId)) throw new NotFound('No artwork with this id.');
      const key = normalizeWord(word);
      return withTransaction(async (trx) => {
        // The word list, then the row: the order apply and acceptWord lock in.
        await trx.words.lockForReading();
        const row = await trx.artworks.lockOcrState(artworkId);
        if (!row) throw new NotFound('No artwork with this id.');
        if (row.ocr_status !== 'processed') {
          throw new Conflict('OCR has not finished reading this work: it has no finding to mark as misread yet.');
        }
        const finding = row.ocr_findings.find((candidate) => normalizeWord(candidate.word) === key);
        if (!finding) throw new Conflict(`“${word}” is not one of this work's OCR findings: nothing was recorded.`);
        const accepted = await acceptedKeys(trx.words);
        const misread = await misreadKeysOf(trx.misreads, row);
        // Saying again what a misread word says is allowed; a finding a shop word cleared is not open.
        misread.delete(key);
        if (!openFindings(row.ocr_findings, accepted, misread).some((open) => normalizeWord(open.word) === key)) {
          throw new Conflict(`“${word}” is no longer open on this work: it is one of the shop's words.`);
        }
        const recorded = await trx.misreads.record({
          artworkId: row.id,
          storageKey: row.storage_key,
          word: finding.word,
          wordKey: key,
          text,
          kind: finding.kind,
          confidence: finding.confidence,
          pass: finding.pass,
        });
        misread.add(key);
        const ocrErrors = buildOcrErrors(row.ocr_findings, accepted, misread);
        const review = nextReviewState({ status: row.status, setBy: row.status_set_by }, ocrErrors);
        if (review.status !== row.status || !sameErrors(ocrErrors, row.ocr_errors)) {
          await trx.artworks.setOcrErrors(row.id, ocrErrors, review);
        }
        log.info({ artworkId: row.id, kind: finding.kind, pass: finding.pass }, 'OCR misreading recorded');
        return { misread: recorded, status: review.status, ocrErrors };
      });
    },

    /** The findings behind an artwork's `ocrErrors`, for the curator. */
    async findingsOf(artworkId: string): Promise<ArtworkOcrFindings> {
      const row = await artworks.findOcrFindings(artworkId);
      if (!row) throw new NotFound('No artwork with this id.');
      return {
        artworkId: row.id,
        findings: openFindings(row.ocr_findings, await acceptedKeys(words), await misreadKeysOf(misreads, row)),
      };
    },
  };
}

function sameErrors(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((error, index) => error === b[index]);
}

export type OcrOutcomeService = ReturnType<typeof createOcrOutcomeService>;
