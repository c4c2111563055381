import type { OcrMisreadBody, OcrMisreadList, OcrMisreadResult } from '@shop/contracts';
import type { OcrMisreadRepository } from './ocr-misreads.repository.js';

const DEFAULT_LIST_LIMIT = 100;

export interface OcrMisreadServiceDeps {
  misreads: OcrMisreadRepository;
  /**
   * Records the misreading and derives the work's errors again, in one transaction. Given by the
   * OCR outcome service, which alone decides what findings mean (as the word list's acceptWord is).
   */
  recordMisread: (artworkId: string, body: OcrMisreadBody) => Promise<OcrMisreadResult>;
}

export function createOcrMisreadService({ misreads, recordMisread }: OcrMisreadServiceDeps) {
  return {
    record: recordMisread,

    /** How many misreadings curators recorded, and the latest: what measuring the OCR starts from. */
    async list(limit = DEFAULT_LIST_LIMIT): Promise<OcrMisreadList> {
      const [total, items] = await Promise.all([misreads.count(), misreads.listLatest(limit)]);
      return { total, items };
    },
  };
}

export type OcrMisreadService = ReturnType<typeof createOcrMisreadService>;
