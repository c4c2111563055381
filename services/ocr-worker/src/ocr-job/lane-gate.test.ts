import { describe, expect, it } from 'vitest';
import { createLaneGate } from './lane-gate.js';

function deferred() {
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

describe('the lane gate', () => {
  it('gives the next free slot to a waiting new upload before bulk jobs that waited longer', async () => {
    const gate = createLaneGate(1);
    const order: string[] = [];
    const running = deferred();
    const first = gate.run('bulk', async () => {
      order.push('bulk-1');
      await running.promise;
    });
    const queued = [
      gate.run('bulk', async () => void order.push('bulk-2')),
      gate.run('bulk', async () => void order.push('bulk-3')),
      gate.run('new', async () => void order.push('new-1')),
    ];
    running.resolve();
    await Promise.all([first, ...queued]);
    expect(order).toEqual(['bulk-1', 'new-1', 'bulk-2', 'bulk-3']);
  });

  it('runs as many jobs at once as it has slots, and frees a slot when a job fails', async () => {
    const gate = createLaneGate(2);
    let running = 0;
    let most = 0;
    const job = async () => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((r) => setTimeout(r, 5));
      running -= 1;
    };
    await expect(gate.run('new', () => Promise.reject(new Error('unreadable')))).rejects.toThrow('unreadable');
    await Promise.all([job, job, job, job, job].map((j, i) => gate.run(i % 2 ? 'new' : 'bulk', j)));
    expect(most).toBe(2);
  });
});
