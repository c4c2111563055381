import {
  databaseEnvShape,
  internalTokenOf,
  queueEnvShape,
  serviceEnvShape,
  serviceUrlSchema,
  urlSchema,
} from '@shop/platform';
import { z } from 'zod';

/**
 * The key the README once printed, and payments' default outside production, so anyone
 * could sign a refund or a completion. Only tests (NODE_ENV=test) may still use it; every install
 * gets its own (`pnpm dev` keeps one in .data/secrets.json).
 */
export const PUBLISHED_EXAMPLE_WEBHOOK_SECRET = 'development-webhook-secret-not-secret';

/** Compose passes an unset variable as ''; that means "not set", not an invalid value. */
const emptyAsUnset = (schema: z.ZodString) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

export const paymentsEnvSchema = z
  .object({
    ...serviceEnvShape('payments'),
    ...databaseEnvShape,
    CATALOG_URL: serviceUrlSchema('catalog'),
    PAYMENTS_PROVIDER: z.enum(['paypal', 'simulator']).optional(),
    PAYPAL_CLIENT_ID: z.string().optional(),
    PAYPAL_CLIENT_SECRET: z.string().optional(),
    PAYPAL_ENVIRONMENT: z.enum(['sandbox', 'production']).default('sandbox'),
    /** Tests point the PayPal SDK at a local fake of the Orders v2 API. */
    PAYPAL_BASE_URL: urlSchema.optional(),
    /**
     * The id PayPal's dashboard gives the webhook registered for this shop's
     * /api/paypal/webhooks; PayPal's verify-webhook-signature call needs it. Required in production
     * in PayPal mode.
     */
    PAYPAL_WEBHOOK_ID: emptyAsUnset(z.string().max(128)),
    /**
     * Simulator mode: the HMAC-SHA256 key of test webhook events (contracts paypal-webhooks.ts).
     * Unset, no simulator webhook verifies: there is no default key anyone could know.
     */
    PAYPAL_WEBHOOK_SECRET: emptyAsUnset(z.string().min(16, 'must be at least 16 characters')),
    /** The checkout cookie's `Secure`; as the gateway's session cookie, on in production by default. */
    COOKIE_SECURE: z.enum(['true', 'false']).optional(),
    /** Queue `payment-events` lives here; payments publishes it through its outbox. */
    ...queueEnvShape,
    /** How often the outbox relay looks for committed payment events to publish. */
    PAYMENT_OUTBOX_POLL_MS: z.coerce.number().int().min(10).max(60_000).default(500),
    /** First retry delay of a payment-events job (doubling over 10 attempts). */
    PAYMENT_EVENT_BACKOFF_MS: z.coerce.number().int().min(10).default(5000),
  })
  .transform((config, ctx) => {
    const internalToken = internalTokenOf(config, ctx);
    const hasCredentials = Boolean(config.PAYPAL_CLIENT_ID && config.PAYPAL_CLIENT_SECRET);
    // Fail closed: in production a missing credential must never quietly become the
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
    if (config.PAYPAL_WEBHOOK_SECRET === PUBLISHED_EXAMPLE_WEBHOOK_SECRET && config.NODE_ENV !== 'test') {
      ctx.addIssue({
        code: 'custom',
        path: ['PAYPAL_WEBHOOK_SECRET'],
        message:
          'is the published example key, which anyone can sign webhooks with; use the key `pnpm dev` generated in .data/secrets.json or one of your own (openssl rand -hex 32)',
      });
    }
    if (provider === 'paypal' && config.NODE_ENV === 'production' && config.PAYPAL_WEBHOOK_ID === undefined) {
      // Without it no PayPal notification can be verified: pending captures would never complete
      // and refunds made on PayPal's side would keep their downloads.
      ctx.addIssue({
        code: 'custom',
        path: ['PAYPAL_WEBHOOK_ID'],
        message:
          "production in PayPal mode needs the id of the webhook registered in PayPal's dashboard for /api/paypal/webhooks",
      });
    }
    return {
      ...config,
      INTERNAL_TOKEN: internalToken,
      // Unset means simulator webhooks are refused (nobody can sign one), in every environment.
      PAYPAL_WEBHOOK_SECRET: config.PAYPAL_WEBHOOK_SECRET ?? '',
      isCookieSecure: config.COOKIE_SECURE ? config.COOKIE_SECURE === 'true' : config.NODE_ENV === 'production',
      provider,
    };
  });

export type PaymentsConfig = z.infer<typeof paymentsEnvSchema>;
