import { startService } from '@shop/platform';
import { buildApp, prepare } from './app.js';
import { paymentsEnvSchema } from './config.js';
import { createDeps } from './deps.js';

await startService({ configSchema: paymentsEnvSchema, createDeps, prepare, buildApp });
