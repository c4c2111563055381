import { z } from 'zod';

export const OCR_JOB_STATES = ['waiting', 'active', 'completed', 'failed', 'delayed'] as const;

export const OcrQueueSchema = z.object({
  counts: z.object({
    waiting: z.number().int(),
    active: z.number().int(),
    completed: z.number().int(),
    failed: z.number().int(),
    delayed: z.number().int(),
  }),
  jobs: z.array(
    z.object({
      artworkId: z.string(),
      filename: z.string(),
      state: z.string(),
      progress: z.number(),
    }),
  ),
});
export type OcrQueue = z.infer<typeof OcrQueueSchema>;
