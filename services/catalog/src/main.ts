import { startService } from '@shop/platform';
import { buildApp, prepare } from './app.js';
import { catalogEnvSchema } from './config.js';
import { createDeps } from './deps.js';

await startService({ configSchema: catalogEnvSchema, createDeps, prepare, buildApp });
