import { describe, expect, it } from 'vitest';
import { createLogger } from '../logger.js';
import { createOutboxRelay, type PublishedBatch } from './outbox-relay.js';

/** An outbox table of `pending` rows, claimed in order, a batch at a time. */
function tableOf(pending: number[]) {
  const published: number[] = [];
  return {
    published,
    async publishPending(batchSize: number, publish: (row: number) => Promise<void>): Promise<PublishedBatch> {
      let count = 0;
      for (const row of pending.slice(0, batchSize)) {
        try {
          await publish(row);
        } catch (error) {
          pending.splice(0, count);
          return { published: count, error };
        }
        published.push(row);
        count += 1;
      }
      pending.splice(0, count);
      return { published: count };
    },
  };
}

const log = createLogger('outbox-test', 'silent');

describe('createOutboxRelay', () => {
  it('publishes batch after batch until a batch is not full', async () => {
    const table = tableOf([1, 2, 3, 4, 5]);
    const relay = createOutboxRelay({ name: 'test', ...table, publish: async () => {}, log, pollMs: 10, batchSize: 2 });
    expect(await relay.relayPending()).toBe(5);
    expect(table.published).toEqual([1, 2, 3, 4, 5]);
  });

  it('stops at the first refusal, keeping that row and the rest for the next round', async () => {
    const table = tableOf([1, 2, 3]);
    let redisAway = true;
    const publish = async (row: number) => {
      if (row === 2 && redisAway) throw new Error('Redis away');
    };
    const relay = createOutboxRelay({ name: 'test', ...table, publish, log, pollMs: 10, batchSize: 10 });
    expect(await relay.relayPending()).toBe(1);
    redisAway = false;
    expect(await relay.relayPending()).toBe(2);
    expect(table.published).toEqual([1, 2, 3]);
  });

  it('polls once started, and stop() waits for the round in progress', async () => {
    const pending: number[] = [];
    const table = tableOf(pending);
    const relay = createOutboxRelay({ name: 'test', ...table, publish: async () => {}, log, pollMs: 5 });
    relay.start();
    pending.push(7);
    await expect.poll(() => table.published).toEqual([7]);
    await relay.stop();
    pending.push(8);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(table.published).toEqual([7]);
  });
});
