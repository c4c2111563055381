import { startS3rver, type EmbeddedS3 } from '@shop/launcher';

export type TestS3 = EmbeddedS3;

/** An s3rver on a random port over a temporary folder, for one test file. */
export const startTestS3 = (): Promise<TestS3> => startS3rver();
