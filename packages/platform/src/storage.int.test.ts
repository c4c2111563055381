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

describe('open', () => {
  it('answers the body and its size from one GET, and undefined for a missing object', async () => {
    const storage = createStorage({ ...s3, bucket: 'open-one-get' });
    await storage.ensureBucket();
    const bytes = Buffer.from('a signed copy, say');
    await storage.put('signed/a.png', bytes, 'image/png', bytes.length);
    const opened = await storage.open('signed/a.png');
    expect(opened?.sizeBytes).toBe(bytes.length);
    const chunks: Buffer[] = [];
    for await (const chunk of opened?.stream ?? []) chunks.push(Buffer.from(chunk as Uint8Array));
    expect(Buffer.concat(chunks)).toEqual(bytes);
    expect(await storage.open('signed/missing.png')).toBeUndefined();
  });
});
