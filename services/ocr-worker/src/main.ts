import { loadConfig, runService } from '@shop/platform';
import { startOcrService } from './app.js';
import { ocrWorkerEnvSchema } from './config.js';
import { createDeps } from './deps.js';

const config = loadConfig(ocrWorkerEnvSchema);
const deps = await createDeps(config);
const { app, worker } = startOcrService(deps);
await runService({
  app,
  port: config.PORT,
  host: config.HOST,
  logger: deps.logger,
  // Closed in reverse: the worker first (finishing its jobs, bounded below the overall deadline),
  // then tesseract, queues and Redis.
  closers: [deps.close, () => worker.close(Math.max(1000, config.SHUTDOWN_TIMEOUT_MS - 2000))],
  shutdownTimeoutMs: config.SHUTDOWN_TIMEOUT_MS,
});
