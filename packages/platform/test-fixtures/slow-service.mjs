// A service on the platform's bootstrap with one slow route, for the graceful-shutdown test.
import { z } from 'zod';
import { createLogger, createServer, startService } from '../dist/index.js';

const app = await startService(
  {
    configSchema: z.object({
      PORT: z.number().default(0),
      HOST: z.string().default('127.0.0.1'),
      SHUTDOWN_TIMEOUT_MS: z.number().default(5000),
    }),
    createDeps: () => {
      const logger = createLogger('slow-service', 'info');
      return { logger, close: async () => logger.info('closer ran') };
    },
    buildApp: (deps) => {
      const service = createServer({ service: 'slow-service', logger: deps.logger });
      service.get('/slow', async () => {
        await new Promise((resolve) => setTimeout(resolve, 800));
        return { finished: true };
      });
      return service;
    },
  },
  {},
);
process.stdout.write(`LISTENING ${app.server.address().port}\n`);
