import Fastify from 'fastify';
import { describe, it } from 'vitest';
import { registerQueueDashboard } from './queues.plugin.js';

describe('the queue dashboard', () => {
  // An unhandled rejection fails the whole vitest run, so this test fails when a queue is closed
  // with a bare queue.close(): stopping 0-7 ms after the start lands in a connection's handshake
  // about one time in three, and each such stop left a "Connection is closed." rejection.
  it('lets the gateway stop at any moment of its queues’ connection handshake', async () => {
    for (let attempt = 0; attempt < 40; attempt++) {
      const app = Fastify();
      const close = await registerQueueDashboard(app, {
        redisUrl: 'redis://127.0.0.1:6379',
        queuePrefix: `queue-dashboard-test-${process.pid}`,
      });
      await new Promise((resolve) => setTimeout(resolve, attempt % 8));
      await close();
      await app.close();
    }
    // Late rejections of the last queues arrive after their close: give them time to show.
    await new Promise((resolve) => setTimeout(resolve, 100));
  });
});
