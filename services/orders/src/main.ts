import { startService } from '@shop/platform';
import { buildApp, prepare } from './app.js';
import { ordersEnvSchema } from './config.js';
import { createDeps } from './deps.js';

await startService({ configSchema: ordersEnvSchema, createDeps, prepare, buildApp });
