import { startService } from '@shop/platform';
import { startOcrService } from './app.js';
import { ocrWorkerEnvSchema } from './config.js';
import { createDeps } from './deps.js';

await startService({
  configSchema: ocrWorkerEnvSchema,
  createDeps,
  buildApp: (deps) => {
    const { app, worker } = startOcrService(deps);
    // Closed before the deps: the worker finishes its jobs, bounded below the overall deadline;
    // then tesseract, queues and Redis.
    const closeWorker = () => worker.close(Math.max(1000, deps.config.SHUTDOWN_TIMEOUT_MS - 2000));
    return { app, closers: [closeWorker] };
  },
});
