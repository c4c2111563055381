import { loadConfig, runService } from '@shop/platform';
import { buildApp, prepare } from './app.js';
import { ordersEnvSchema } from './config.js';
import { createDeps } from './deps.js';

const config = loadConfig(ordersEnvSchema);
const deps = createDeps(config);
await prepare(deps);
const app = await buildApp(deps);
await runService({
  app,
  port: config.PORT,
  host: config.HOST,
  logger: deps.logger,
  closers: [deps.close],
  shutdownTimeoutMs: config.SHUTDOWN_TIMEOUT_MS,
});
