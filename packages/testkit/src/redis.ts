import { randomBytes } from 'node:crypto';

export function testRedisUrl(): string {
  return process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
}

/** A BullMQ prefix per test file so parallel files never see each other's jobs. */
export function uniqueQueuePrefix(label = 'test'): string {
  return `${label}-${randomBytes(5).toString('hex')}`;
}
