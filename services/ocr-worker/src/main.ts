import { createLogger, createRedis, createServer, loadConfig, pingRedis, runService } from '@shop/platform';
import { ocrWorkerEnvSchema } from './config.js';

const config = loadConfig(ocrWorkerEnvSchema);
const logger = createLogger('ocr-worker', config.LOG_LEVEL);
const redis = createRedis(config.REDIS_URL, 'worker', (error) => logger.debug({ err: error }, 'redis connection error'));
// Health and metrics only: the worker takes its work from the `ocr` queue, never over HTTP.
const app = createServer({ service: 'ocr-worker', logger, readiness: { redis: () => pingRedis(redis) } });
await runService({
  app,
  port: config.PORT,
  host: config.HOST,
  logger,
  closers: [async () => redis.disconnect()],
  shutdownTimeoutMs: config.SHUTDOWN_TIMEOUT_MS,
});
