import { createServer, pingRedis, requestTimeoutsOf, type AppInstance } from '@shop/platform';
import type { OcrWorkerDeps } from './deps.js';
import { createOcrMetrics } from './metrics.js';
import { createOcrJobHandler } from './ocr-job/ocr-job.handler.js';
import { startOcrWorker, type OcrWorkerHandle } from './ocr-job/ocr-worker.js';

export interface OcrService {
  /** Health and metrics only: the work comes from the `ocr` and `ocr-bulk` queues, never over HTTP. */
  app: AppInstance;
  worker: OcrWorkerHandle;
}

export function startOcrService(deps: OcrWorkerDeps): OcrService {
  let isWorking = false;
  const app = createServer({
    service: 'ocr-worker',
    logger: deps.logger,
    // Its health and metrics port bounds slow clients as every server does.
    timeouts: requestTimeoutsOf(deps.config),
    readiness: {
      redis: () => pingRedis(deps.redis),
      storage: () => deps.storage.ping(),
      worker: async () => {
        if (!isWorking) throw new Error('worker not running');
      },
    },
  });
  const metrics = createOcrMetrics(app.metrics.registry, async () => {
    const states = ['waiting', 'active', 'delayed', 'failed', 'prioritized'] as const;
    const [fresh, bulk] = await Promise.all([
      deps.ocrQueues.new.getJobCounts(...states),
      deps.ocrQueues.bulk.getJobCounts(...states),
    ]);
    return { [deps.ocrQueues.new.name]: fresh, [deps.ocrQueues.bulk.name]: bulk };
  });
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
  for (const consumer of [worker.worker, worker.bulkWorker])
    consumer.on('closing', () => {
      isWorking = false;
    });
  return { app, worker };
}
