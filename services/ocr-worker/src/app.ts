import { createServer, pingRedis, type AppInstance } from '@shop/platform';
import type { OcrWorkerDeps } from './deps.js';
import { createOcrMetrics } from './metrics.js';
import { createOcrJobHandler } from './ocr-job/ocr-job.handler.js';
import { startOcrWorker, type OcrWorkerHandle } from './ocr-job/ocr-worker.js';

export interface OcrService {
  /** Health and metrics only: the work comes from the `ocr` queue, never over HTTP. */
  app: AppInstance;
  worker: OcrWorkerHandle;
}

export function startOcrService(deps: OcrWorkerDeps): OcrService {
  let isWorking = false;
  const app = createServer({
    service: 'ocr-worker',
    logger: deps.logger,
    readiness: {
      redis: () => pingRedis(deps.redis),
      storage: () => deps.storage.ping(),
      worker: async () => {
        if (!isWorking) throw new Error('worker not running');
      },
    },
  });
  const metrics = createOcrMetrics(app.metrics.registry, () =>
    deps.ocrQueue.getJobCounts('waiting', 'active', 'delayed', 'failed', 'prioritized'),
  );
  const handler = createOcrJobHandler({
    storage: deps.storage,
    analyze: deps.analyze,
    results: deps.results,
    log: deps.logger,
  });
  const worker = startOcrWorker({
    config: deps.config,
    connection: deps.redis,
    handler,
    results: deps.results,
    metrics,
    log: deps.logger,
  });
  isWorking = true;
  worker.worker.on('closing', () => {
    isWorking = false;
  });
  return { app, worker };
}
