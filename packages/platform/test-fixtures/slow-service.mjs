// A service on the platform's bootstrap with one slow route, for the graceful-shutdown test.
import { createLogger, createServer, runService } from '../dist/index.js';

const logger = createLogger('slow-service', 'info');
const app = createServer({ service: 'slow-service', logger });
app.get('/slow', async () => {
  await new Promise((resolve) => setTimeout(resolve, 800));
  return { finished: true };
});
await runService({
  app,
  port: 0,
  host: '127.0.0.1',
  logger,
  shutdownTimeoutMs: 5000,
  closers: [async () => logger.info('closer ran')],
});
process.stdout.write(`LISTENING ${app.server.address().port}\n`);
