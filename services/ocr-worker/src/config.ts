import { availableParallelism } from 'node:os';
import { queueEnvShape, serviceEnvShape, storageEnvShape } from '@shop/platform';
import { z } from 'zod';

export const ocrWorkerEnvSchema = z.object({
  ...serviceEnvShape('ocr-worker'),
  ...storageEnvShape,
  ...queueEnvShape,
  /** tesseract workers in this process and BullMQ jobs taken at once (one image each). */
  OCR_CONCURRENCY: z.coerce.number().int().min(1).max(32).default(availableParallelism()),
  /** A job whose worker died is picked up again once its lock runs out (BullMQ stalled-job check). */
  OCR_LOCK_DURATION_MS: z.coerce.number().int().min(1000).default(30_000),
  OCR_STALLED_INTERVAL_MS: z.coerce.number().int().min(1000).default(30_000),
  /** How often a job may stall (its worker killed) before it counts as failed. */
  OCR_MAX_STALLED_COUNT: z.coerce.number().int().min(0).default(2),
});

export type OcrWorkerConfig = z.infer<typeof ocrWorkerEnvSchema>;
