import { startTestS3, type TestS3 } from '@shop/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStorage } from './storage.js';

let s3: TestS3;
beforeAll(async () => {
  s3 = await startTestS3();
});
afterAll(async () => {
  await s3?.close();
});

describe('ensureBucket', () => {
  it('lets replicas that start together all create the same missing bucket', async () => {
    const config = { ...s3, bucket: 'replicas-race' };
    const replicas = Array.from({ length: 4 }, () => createStorage(config));
    const outcomes = await Promise.allSettled(replicas.map((storage) => storage.ensureBucket()));
    expect(outcomes.filter((outcome) => outcome.status === 'rejected')).toEqual([]);
    await replicas[0]?.put('probe.txt', Buffer.from('here'), 'text/plain', 4);
    expect((await replicas[1]?.getBuffer('probe.txt'))?.toString()).toBe('here');
  });
});
