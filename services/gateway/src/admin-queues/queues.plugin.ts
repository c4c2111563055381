import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { FastifyAdapter } from '@bull-board/fastify';
import { QUEUES } from '@shop/contracts';
import { closeQueue, replyWithAppError, Unauthorized } from '@shop/platform';
import { Queue } from 'bullmq';
import type { FastifyInstance } from 'fastify';

export const QUEUE_DASHBOARD_PATH = '/admin/queues';

export interface QueueDashboardOptions {
  redisUrl: string;
  queuePrefix: string;
}

/**
 * Bull Board for operators: pause, resume and retry OCR jobs. Only the curator's session may see
 * it; everyone else gets 401 before the board is reached.
 */
export async function registerQueueDashboard(
  app: FastifyInstance,
  options: QueueDashboardOptions,
): Promise<() => Promise<void>> {
  const connection = { url: options.redisUrl, maxRetriesPerRequest: null, enableOfflineQueue: true };
  const queues = [QUEUES.ocr, QUEUES.ocrBulk, QUEUES.ocrResults].map(
    (name) => new Queue(name, { connection, prefix: options.queuePrefix }),
  );
  for (const queue of queues)
    queue.on('error', (error) => app.log.debug({ err: error }, 'queue dashboard redis error'));
  const serverAdapter = new FastifyAdapter();
  serverAdapter.setBasePath(QUEUE_DASHBOARD_PATH);
  createBullBoard({ queues: queues.map((queue) => new BullMQAdapter(queue)), serverAdapter });

  await app.register(async (scope) => {
    scope.addHook('onRequest', async (request, reply) => {
      // Answered here, not thrown: a thrown error would reach Bull Board's error handler, a 500.
      if (request.role !== 'admin') {
        return replyWithAppError(reply, new Unauthorized('Sign in as the curator to see the queues.'));
      }
    });
    await scope.register(serverAdapter.registerPlugin(), { prefix: QUEUE_DASHBOARD_PATH });
  });
  // closeQueue: a queue closed during its connection handshake (a gateway stopped soon after it
  // started) otherwise leaves an unhandled "Connection is closed." rejection (a CI run lost a
  // gateway test file to it).
  return async () => {
    await Promise.all(queues.map((queue) => closeQueue(queue)));
  };
}
