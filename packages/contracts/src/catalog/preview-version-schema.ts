import { z } from 'zod';
import type { PreviewVersion } from './preview-version.js';

/** Apart from preview-version.ts so that the shop's pages, which build preview URLs, carry no zod. */
export const PreviewVersionSchema: z.ZodType<PreviewVersion> = z.object({
  version: z.string(),
});
