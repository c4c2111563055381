import { applyOcrResult } from '@shop/contracts';
import type { JobConsumerSpec, Logger } from '@shop/platform';
import { UnrecoverableError } from 'bullmq';
import type { OcrOutcomeService } from './ocr-outcome.service.js';

export interface ResultJob {
  id?: string | undefined;
  name: string;
  data: unknown;
}

/** Consumes queue `ocr-results`. A malformed payload can never succeed, so it is not retried. */
export interface OcrResultsHandlerDeps {
  outcomes: OcrOutcomeService;
  log: Logger;
  /** After a result changed an artwork: its recognised text is searchable by the public. */
  onApplied?: () => Promise<void>;
}

export function createOcrResultsHandler({ outcomes, log, onApplied }: OcrResultsHandlerDeps) {
  return async (job: ResultJob): Promise<void> => {
    const parsed = applyOcrResult.payload.safeParse(job.data);
    if (!parsed.success)
      throw new UnrecoverableError(`Malformed OCR result: ${parsed.error.issues[0]?.message ?? 'invalid'}`);
    const changed = await outcomes.apply(parsed.data);
    log.info(
      { jobId: job.id, artworkId: parsed.data.artworkId, outcome: parsed.data.outcome, changed },
      'OCR result applied',
    );
    if (changed) await onApplied?.();
  };
}

/** Catalog's consumer of queue `ocr-results`, for the platform's `startJobConsumer`. */
export function ocrResultsConsumer(deps: OcrResultsHandlerDeps): JobConsumerSpec {
  return {
    queue: applyOcrResult.queue,
    jobNames: [applyOcrResult.job],
    handlers: { [applyOcrResult.job]: createOcrResultsHandler(deps) },
    failureMessage: 'OCR result not applied',
  };
}
