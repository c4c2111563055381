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

describe('open, when the storage refuses', () => {
  it('throws the storage error with its S3 code, and answers undefined for a missing bucket', async () => {
    const storage = createStorage({ ...s3, bucket: 'open-refused' });
    await storage.ensureBucket();
    await storage.put('originals/a.png', Buffer.from('x'), 'image/png', 1);
    const wrongKey = createStorage({ ...s3, bucket: 'open-refused', accessKey: 'NOT-OURS', secretKey: 'not-the-key' });
    await expect(wrongKey.open('originals/a.png')).rejects.toMatchObject({ code: 'InvalidAccessKeyId' });
    expect(await createStorage({ ...s3, bucket: 'no-such-bucket' }).open('originals/a.png')).toBeUndefined();
  });

  it('lets a reader stop half-way and the next open read the whole object', async () => {
    const storage = createStorage({ ...s3, bucket: 'open-abandoned' });
    await storage.ensureBucket();
    const bytes = Buffer.alloc(4 * 1024 * 1024, 7);
    await storage.put('originals/big.png', bytes, 'image/png', bytes.length);
    const first = await storage.open('originals/big.png');
    for await (const chunk of first?.stream ?? []) {
      expect((chunk as Buffer).length).toBeGreaterThan(0);
      break; // the buyer went away: the stream is destroyed
    }
    const second = await storage.open('originals/big.png');
    let read = 0;
    for await (const chunk of second?.stream ?? []) read += (chunk as Buffer).length;
    expect(read).toBe(bytes.length);
  });
});
