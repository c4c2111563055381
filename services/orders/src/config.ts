import {
  databaseEnvShape,
  internalTokenOf,
  publicBaseUrlSchema,
  queueEnvShape,
  secretsOf,
  serviceEnvShape,
  serviceUrlSchema,
  storageEnvShape,
} from '@shop/platform';
import { DEFAULT_HOUSE_CATEGORY } from '@shop/contracts';
import { z } from 'zod';
import { signingCredentialsOf } from './signed-copies/signing-credentials.js';

export const ordersEnvSchema = z
  .object({
    ...serviceEnvShape('orders'),
    ...storageEnvShape,
    ...databaseEnvShape,
    PAYMENTS_URL: serviceUrlSchema('payments'),
    CATALOG_URL: serviceUrlSchema('catalog'),
    PUBLIC_BASE_URL: publicBaseUrlSchema(),
    /** The Smart Bundle's picks may come from the home page's house category too. */
    HOUSE_CATEGORY: z.string().default(DEFAULT_HOUSE_CATEGORY),
    /** Queue `order-events` lives here; orders only publishes to it. */
    ...queueEnvShape,
    /** How often the outbox relay looks for committed events to publish (events/outbox-relay.ts). */
    ORDER_OUTBOX_POLL_MS: z.coerce.number().int().min(10).max(60_000).default(500),
    /** First retry delay of an order-events job (doubling over 10 attempts: some 40 minutes from 5 s). */
    ORDER_EVENT_BACKOFF_MS: z.coerce.number().int().min(10).default(5000),
    /** How often reconciliation looks for captures without an order (and once at start). */
    RECONCILIATION_INTERVAL_MS: z.coerce
      .number()
      .int()
      .min(1000)
      .default(5 * 60 * 1000),
    /** How far back each reconciliation run looks at captures. */
    RECONCILIATION_LOOKBACK_HOURS: z.coerce
      .number()
      .positive()
      .max(24 * 30)
      .default(72),
    /** Captures younger than this are left to the checkout's own POST /api/orders. */
    RECONCILIATION_GRACE_MS: z.coerce
      .number()
      .int()
      .min(0)
      .default(2 * 60 * 1000),
    /** Lost links: resends per e-mail address per window; past it the form's answer is unchanged and nothing is sent. */
    RESEND_LINKS_PER_ADDRESS_MAX: z.coerce.number().int().min(1).max(1000).default(3),
    RESEND_LINKS_WINDOW_MS: z.coerce
      .number()
      .int()
      .min(1000)
      .default(60 * 60 * 1000),
    /** Library sign-in links per e-mail address per window; past it the answer is unchanged and nothing is sent. */
    LIBRARY_LINKS_PER_ADDRESS_MAX: z.coerce.number().int().min(1).max(1000).default(5),
    LIBRARY_LINKS_WINDOW_MS: z.coerce
      .number()
      .int()
      .min(1000)
      .default(60 * 60 * 1000),
    /** The library session cookie is `Secure` (default: in production), as payments' checkout cookie. */
    COOKIE_SECURE: z.enum(['true', 'false']).optional(),
    /** Download tokens are HMAC(secret, grant id): only their hash is stored, yet links can be shown again. */
    DOWNLOAD_TOKEN_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    /**
     * The shop's C2PA signing key (EC P-256, PEM) and its certificate chain, leaf first (PEM; a
     * `\n` stands for a line break, for env files): delivered files carry the shop's Content
     * Credentials. Unset, files are delivered as uploaded (a warning is logged once).
     */
    C2PA_SIGNING_KEY: z.string().optional(),
    C2PA_SIGNING_CERTS: z.string().optional(),
    /** Larger originals are delivered unsigned: signing holds the whole copy in memory, some 5 times its size. */
    C2PA_SIGN_MAX_BYTES: z.coerce
      .number()
      .int()
      .min(0)
      .default(32 * 1024 * 1024),
  })
  .transform((config, ctx) => ({
    ...config,
    INTERNAL_TOKEN: internalTokenOf(config, ctx),
    isCookieSecure: config.COOKIE_SECURE ? config.COOKIE_SECURE === 'true' : config.NODE_ENV === 'production',
    ...secretsOf(config, ctx, { DOWNLOAD_TOKEN_SECRET: 'development-download-token-secret-not-secret' }),
    c2paSigning: signingCredentialsOf(config, ctx),
  }));

export type OrdersConfig = z.infer<typeof ordersEnvSchema>;
