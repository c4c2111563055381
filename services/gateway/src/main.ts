import { loadConfig, runService } from '@shop/platform';
import { buildApp } from './app.js';
import { gatewayEnvSchema } from './config.js';
import { createDeps } from './deps.js';

const config = loadConfig(gatewayEnvSchema);
const deps = createDeps(config);
if (config.adminPasswordGenerated) {
  deps.logger.warn({ adminPassword: config.ADMIN_PASSWORD }, 'ADMIN_PASSWORD not set: generated one for this run');
}
const app = await buildApp(deps);
await runService({
  app,
  port: config.PORT,
  host: config.HOST,
  logger: deps.logger,
  closers: [deps.close],
  shutdownTimeoutMs: config.SHUTDOWN_TIMEOUT_MS,
});
