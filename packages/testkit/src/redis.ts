import { randomBytes } from 'node:crypto';

/** A BullMQ prefix per test file so parallel files never see each other's jobs. */
export function uniqueQueuePrefix(label = 'test'): string {
  return `${label}-${randomBytes(5).toString('hex')}`;
}
