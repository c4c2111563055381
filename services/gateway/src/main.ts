import { startService } from '@shop/platform';
import { buildApp, prepare } from './app.js';
import { gatewayEnvSchema } from './config.js';
import { createDeps } from './deps.js';

await startService({ configSchema: gatewayEnvSchema, createDeps, prepare, buildApp });
