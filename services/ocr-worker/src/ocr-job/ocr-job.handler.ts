import { type OcrResultJob, ocrResultJobId, previewStorageKey, recognizeArtwork } from '@shop/contracts';
import { isNotFound, type Logger, type ObjectStorage, type SpooledObject, spoolObject } from '@shop/platform';
import { UnrecoverableError } from 'bullmq';
import type { ImageAnalyzer } from '../ocr/analyze-image.js';
import { decodeImage } from '../ocr/decode.js';
import { makeRenditions, readDimensions } from '../ocr/renditions.js';

/** What the handler needs of a BullMQ job. */
export interface OcrJobContext {
  id?: string | undefined;
  data: unknown;
  attemptsMade: number;
  updateProgress(progress: number): Promise<unknown>;
}

export interface ResultPublisher {
  publish(result: OcrResultJob, jobId: string): Promise<void>;
}

export const PROGRESS = { started: 5, read: 15, dimensions: 20, renditions: 40, recognised: 90, done: 100 } as const;

/**
 * One OCR job: original → dimensions → preview renditions → text → findings → result on
 * `ocr-results`. Previews are overwritten under fixed keys and results carry fixed job ids, so a
 * job run twice (retry, stalled worker) leaves the same state as once.
 */
export function createOcrJobHandler({
  storage,
  analyze,
  results,
  log,
}: {
  storage: ObjectStorage;
  analyze: ImageAnalyzer;
  results: ResultPublisher;
  log: Logger;
}) {
  return async (job: OcrJobContext): Promise<OcrResultJob> => {
    const parsed = recognizeArtwork.payload.safeParse(job.data);
    if (!parsed.success)
      throw new UnrecoverableError(`Malformed OCR job: ${parsed.error.issues[0]?.message ?? 'invalid'}`);
    const { artworkId, storageKey } = parsed.data;
    await job.updateProgress(PROGRESS.started);
    await results.publish(
      { outcome: 'processing', artworkId },
      ocrResultJobId(artworkId, 'processing', job.attemptsMade),
    );

    let original: SpooledObject;
    try {
      original = await spoolObject(storage, storageKey);
    } catch (error) {
      if (isNotFound(error)) throw new UnrecoverableError('The original file is missing from storage.');
      throw error;
    }
    await job.updateProgress(PROGRESS.read);

    let dimensions;
    let decoded;
    try {
      dimensions = await readDimensions(original.path);
      decoded = await decodeImage(original.path);
    } catch (error) {
      throw new UnrecoverableError(
        `The image could not be read: ${error instanceof Error ? error.message : String(error)}`,
      );
    } finally {
      // Everything after this works on the reduced pixels.
      await original.discard();
    }
    await job.updateProgress(PROGRESS.dimensions);

    // Recognition runs in tesseract's worker thread and the renditions in sharp's threads, so
    // they overlap: a single-job worker keeps a second core busy instead of waiting.
    const analysing = analyze(decoded, dimensions);
    analysing.catch(() => undefined); // awaited below; not unhandled if the renditions fail first
    const previewKeys: Record<string, string> = {};
    for (const rendition of await makeRenditions(decoded)) {
      const key = previewStorageKey(artworkId, Math.min(...rendition.widths));
      await storage.put(key, rendition.body, 'image/webp');
      for (const width of rendition.widths) previewKeys[String(width)] = key;
    }
    await job.updateProgress(PROGRESS.renditions);

    const analysis = await analysing;
    await job.updateProgress(PROGRESS.recognised);

    const result: OcrResultJob = {
      outcome: 'processed',
      artworkId,
      ocrText: analysis.text,
      findings: analysis.findings,
      width: dimensions.width,
      height: dimensions.height,
      previewKeys,
    };
    await results.publish(result, ocrResultJobId(artworkId, 'processed'));
    await job.updateProgress(PROGRESS.done);
    log.info(
      { jobId: job.id, artworkId, passes: analysis.passes, findings: analysis.findings.map((finding) => finding.word) },
      'artwork recognised',
    );
    return result;
  };
}
