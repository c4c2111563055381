import { startService } from '@shop/platform';
import { buildApp, prepare } from './app.js';
import { notificationsEnvSchema } from './config.js';
import { createDeps } from './deps.js';

await startService({ configSchema: notificationsEnvSchema, createDeps, prepare, buildApp });
