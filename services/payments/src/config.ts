import {
  baseEnvShape,
  databaseUrlDefault,
  DEV_INTERNAL_TOKEN,
  portSchema,
  requireSecretInProduction,
  urlSchema,
} from '@shop/platform';
import { z } from 'zod';

export const paymentsEnvSchema = z
  .object({
    ...baseEnvShape,
    PORT: portSchema(4003),
    DATABASE_URL: urlSchema.default(databaseUrlDefault),
    CATALOG_URL: urlSchema.default('http://127.0.0.1:4001'),
    PAYMENTS_PROVIDER: z.enum(['paypal', 'simulator']).optional(),
    PAYPAL_CLIENT_ID: z.string().optional(),
    PAYPAL_CLIENT_SECRET: z.string().optional(),
    PAYPAL_ENVIRONMENT: z.enum(['sandbox', 'production']).default('sandbox'),
    /** Tests point the PayPal SDK at a local fake of the Orders v2 API. */
    PAYPAL_BASE_URL: urlSchema.optional(),
  })
  .transform((config, ctx) => {
    requireSecretInProduction(config, ctx, 'INTERNAL_TOKEN', DEV_INTERNAL_TOKEN);
    const hasCredentials = Boolean(config.PAYPAL_CLIENT_ID && config.PAYPAL_CLIENT_SECRET);
    // Fail closed (issue #14): in production a missing credential must never quietly become the
    // simulator, which hands out free downloads. The simulator runs there only when asked for by name.
    if (config.NODE_ENV === 'production' && config.PAYMENTS_PROVIDER === undefined && !hasCredentials) {
      ctx.addIssue({
        code: 'custom',
        path: ['PAYMENTS_PROVIDER'],
        message:
          'production needs PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET, or PAYMENTS_PROVIDER=simulator set explicitly for a demo in which no money moves',
      });
    }
    const provider = config.PAYMENTS_PROVIDER ?? (hasCredentials ? 'paypal' : 'simulator');
    if (provider === 'paypal' && !hasCredentials) {
      ctx.addIssue({
        code: 'custom',
        path: ['PAYPAL_CLIENT_ID'],
        message: 'PAYMENTS_PROVIDER=paypal needs PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET',
      });
    }
    if (config.PAYPAL_BASE_URL !== undefined && config.NODE_ENV === 'production') {
      // The override exists for tests against a fake PayPal; in production it could only send
      // real credentials and payments somewhere that is not PayPal.
      ctx.addIssue({
        code: 'custom',
        path: ['PAYPAL_BASE_URL'],
        message: 'is for tests only and refused in production',
      });
    }
    return { ...config, INTERNAL_TOKEN: config.INTERNAL_TOKEN ?? '', provider };
  });

export type PaymentsConfig = z.infer<typeof paymentsEnvSchema>;
