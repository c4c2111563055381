import { applyOcrResult, OCR_LANE_JOBS, type OcrLane } from '@shop/contracts';
import {
  closeQueue,
  createLogger,
  createRedis,
  createStorage,
  jobDefaults,
  storageConfigOf,
  type Logger,
  type ObjectStorage,
} from '@shop/platform';
import { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import sharp from 'sharp';
import type { OcrWorkerConfig } from './config.js';
import type { ResultPublisher } from './ocr-job/ocr-job.handler.js';
import { createImageAnalyzer, type ImageAnalyzer } from './ocr/analyze-image.js';
import { createRecognizer, type Recognizer } from './ocr/recognize.js';
import { createSceneTextReader } from './ocr/scene-text-reader.js';
import { loadSpellChecker } from './ocr/spellcheck.js';

export interface OcrWorkerDeps {
  config: OcrWorkerConfig;
  logger: Logger;
  redis: Redis;
  storage: ObjectStorage;
  recognizer: Recognizer;
  analyze: ImageAnalyzer;
  results: ResultPublisher;
  /** Read-only views of the two OCR lanes (`ocr`, `ocr-bulk`), for the queue-depth gauge. */
  ocrQueues: Record<OcrLane, Queue>;
  close(): Promise<void>;
}

/**
 * The composition root. The tesseract scheduler is built and warmed here, once per process,
 * before the worker takes its first job.
 */
export async function createDeps(
  config: OcrWorkerConfig,
  logger = createLogger('ocr-worker', config.LOG_LEVEL),
): Promise<OcrWorkerDeps> {
  const redis = createRedis(config.REDIS_URL, 'worker', (error) =>
    logger.debug({ err: error }, 'redis connection error'),
  );
  const storage = createStorage(storageConfigOf(config));
  const resultsQueue = new Queue(applyOcrResult.queue, { connection: redis, prefix: config.QUEUE_PREFIX });
  const ocrQueues: Record<OcrLane, Queue> = {
    new: new Queue(OCR_LANE_JOBS.new.queue, { connection: redis, prefix: config.QUEUE_PREFIX }),
    bulk: new Queue(OCR_LANE_JOBS.bulk.queue, { connection: redis, prefix: config.QUEUE_PREFIX }),
  };
  for (const queue of [resultsQueue, ocrQueues.new, ocrQueues.bulk])
    queue.on('error', (error) => logger.debug({ err: error }, 'queue error'));

  const resultJobOptions = jobDefaults({ attempts: 10, backoffMs: 1000 });

  const startedAt = Date.now();
  // One libvips thread per image operation: jobs (OCR_CONCURRENCY per process, processes per
  // core) already fill the cores, and libvips' own threads only added ~10-25% CPU per image.
  sharp.concurrency(1);
  // The readers and the word judge load side by side: tesseract warms in its worker threads and
  // the ONNX models in native code while the judge's word lists load on this thread (about 3 s),
  // so a worker restarted after a crash is back as soon as the slowest of them.
  const since = (at: number) => ({ startMs: Date.now() - at });
  const [recognizer, sceneText, spell] = await Promise.all([
    createRecognizer({ workers: config.OCR_CONCURRENCY }).then((ready) => {
      logger.info({ workers: config.OCR_CONCURRENCY, ...since(startedAt) }, 'tesseract workers ready');
      return ready;
    }),
    // The second reader: its ONNX models load once here, shared by every job.
    createSceneTextReader().then((ready) => {
      logger.info(since(startedAt), 'scene-text reader ready');
      return ready;
    }),
    // English, names, places and five other languages (docs/ocr.md).
    loadSpellChecker().then((ready) => {
      logger.info(since(startedAt), 'word judge ready');
      return ready;
    }),
  ]);

  return {
    config,
    logger,
    redis,
    storage,
    recognizer,
    analyze: createImageAnalyzer({ recognizer, spell, sceneText }),
    ocrQueues,
    results: {
      async publish(result, jobId) {
        // A finished recognition is costly to redo: its result outlasts a longer catalog outage.
        await resultsQueue.add(applyOcrResult.job, result, { ...resultJobOptions, jobId });
      },
    },
    async close() {
      await recognizer.close();
      await closeQueue(resultsQueue);
      await closeQueue(ocrQueues.new);
      await closeQueue(ocrQueues.bulk);
      redis.disconnect();
    },
  };
}
