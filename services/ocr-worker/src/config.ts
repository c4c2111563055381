import { availableParallelism } from 'node:os';
import { baseEnvShape, portSchema, redisUrlDefault, storageEnvShape, urlSchema } from '@shop/platform';
import { z } from 'zod';

export const ocrWorkerEnvSchema = z.object({
  ...baseEnvShape,
  ...storageEnvShape,
  PORT: portSchema(4004),
  REDIS_URL: urlSchema.default(redisUrlDefault),
  QUEUE_PREFIX: z.string().default('bull'),
  OCR_CONCURRENCY: z.coerce.number().int().min(1).max(32).default(availableParallelism()),
});

export type OcrWorkerConfig = z.infer<typeof ocrWorkerEnvSchema>;
