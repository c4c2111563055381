import {
  baseEnvShape,
  databaseUrlDefault,
  DEV_INTERNAL_TOKEN,
  portSchema,
  redisUrlDefault,
  requireSecretInProduction,
  storageEnvShape,
  urlSchema,
} from '@shop/platform';
import { DEFAULT_HOUSE_CATEGORY } from '@shop/contracts';
import { z } from 'zod';

export const catalogEnvSchema = z
  .object({
    ...baseEnvShape,
    ...storageEnvShape,
    PORT: portSchema(4001),
    DATABASE_URL: urlSchema.default(databaseUrlDefault),
    REDIS_URL: urlSchema.default(redisUrlDefault),
    QUEUE_PREFIX: z.string().default('bull'),
    HOUSE_CATEGORY: z.string().default(DEFAULT_HOUSE_CATEGORY),
  })
  .transform((config, ctx) => {
    requireSecretInProduction(config, ctx, 'INTERNAL_TOKEN', DEV_INTERNAL_TOKEN);
    return { ...config, INTERNAL_TOKEN: config.INTERNAL_TOKEN ?? '' };
  });

export type CatalogConfig = z.infer<typeof catalogEnvSchema>;
