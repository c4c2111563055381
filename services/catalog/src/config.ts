import {
  databaseEnvShape,
  internalTokenOf,
  queueEnvShape,
  serviceEnvShape,
  serviceUrlSchema,
  storageEnvShape,
} from '@shop/platform';
import { DEFAULT_HOUSE_CATEGORY } from '@shop/contracts';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { z } from 'zod';

export const catalogEnvSchema = z
  .object({
    ...serviceEnvShape('catalog'),
    ...storageEnvShape,
    ...databaseEnvShape,
    ...queueEnvShape,
    /** Asked whether an artwork was sold before it may be deleted. */
    ORDERS_URL: serviceUrlSchema('orders'),
    HOUSE_CATEGORY: z.string().default(DEFAULT_HOUSE_CATEGORY),
    /** Where an upload is spooled while it is checked, before it is streamed to object storage. */
    UPLOAD_TMP_DIR: z.string().default(join(tmpdir(), 'shop-catalog-uploads')),
    OCR_JOB_ATTEMPTS: z.coerce.number().int().min(1).max(20).default(5),
    OCR_BACKOFF_MS: z.coerce.number().int().min(10).default(2000),
    OCR_RESULTS_CONCURRENCY: z.coerce.number().int().min(1).max(32).default(4),
    /** Pending artworks older than this get their OCR job added again at start-up (a crash between row and job). */
    OCR_REQUEUE_AFTER_MS: z.coerce.number().int().min(0).default(60_000),
    /** The longest edge of a public preview (the free preview is not the product). */
    PUBLIC_PREVIEW_MAX_EDGE: z.coerce.number().int().min(256).max(4096).default(1024),
  })
  .transform((config, ctx) => ({ ...config, INTERNAL_TOKEN: internalTokenOf(config, ctx) }));

export type CatalogConfig = z.infer<typeof catalogEnvSchema>;
