import {
  databaseEnvShape,
  internalTokenOf,
  publicBaseUrlSchema,
  queueEnvShape,
  secretsOf,
  serviceEnvShape,
  serviceUrlSchema,
} from '@shop/platform';
import { SERVICE_ADDRESSES } from '@shop/contracts/service-addresses';
import { z } from 'zod';

/** The run command's embedded catcher (maildev) listens here; compose's mail catcher too. */
export const DEV_SMTP_URL = `smtp://127.0.0.1:${SERVICE_ADDRESSES['mail-smtp'].port}`;
export const DEV_MAIL_FROM = 'Algorithmic Art Gallery <orders@localhost>';
/** In development the artist's copies land in the catcher too. */
export const DEV_CONTACT_TO = 'artist@localhost';

/** Looser than z.email(), which refuses a domain without a dot such as the development artist@localhost. */
const emailAddressSchema = z.string().regex(/^[^\s@<>]+@[^\s@<>]+$/, 'must be an e-mail address');

export const notificationsEnvSchema = z
  .object({
    ...serviceEnvShape('notifications'),
    ...databaseEnvShape,
    ...queueEnvShape,
    /** Where the receipt's facts come from (GET /internal/orders/:id/receipt). */
    ORDERS_URL: serviceUrlSchema('orders'),
    /** The shop's identity (name, logo, support address) and the works' thumbnails. */
    CATALOG_URL: serviceUrlSchema('catalog'),
    /**
     * nodemailer's SMTP URL, e.g. smtps://user:password@smtp.provider.com:465 or
     * smtp://user:password@smtp.provider.com:587 (STARTTLS). Required in production.
     */
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\/[^\s]+$/, 'must be an smtp:// or smtps:// URL')
      .optional(),
    /** The From header; a real provider only sends for a domain it has verified. Required in production. */
    MAIL_FROM: z.string().min(3).optional(),
    /** The shop's address, for the links every order e-mail carries (the /download page). */
    PUBLIC_BASE_URL: publicBaseUrlSchema(),
    /** The shop's name in subjects and greetings (the web app's brand). */
    SHOP_NAME: z.string().min(1).default('Algorithmic Art Gallery'),
    /** Receipts sent at once; SMTP providers limit parallel connections. */
    MAIL_CONCURRENCY: z.coerce.number().int().min(1).max(32).default(2),
    /** One SMTP exchange may take this long before the attempt counts as failed (and is retried). */
    SMTP_TIMEOUT_MS: z.coerce.number().int().min(100).default(15_000),
    /** The artist's address; every contact message is copied there (Reply-To the sender). Required in production. */
    CONTACT_TO: emailAddressSchema.optional(),
    /** Reply-To of the Inbox's answers (where the sender's answer goes); default CONTACT_TO. */
    SUPPORT_EMAIL: emailAddressSchema.optional(),
    /** Contact messages one address may send per window; the next is refused with a 429. */
    CONTACT_PER_ADDRESS_MAX: z.coerce.number().int().min(1).max(1000).default(5),
    CONTACT_WINDOW_MS: z.coerce
      .number()
      .int()
      .min(1000)
      .default(60 * 60 * 1000),
    /** First retry delay of the artist's copy (doubling over 10 attempts). */
    CONTACT_RETRY_BACKOFF_MS: z.coerce.number().int().min(10).default(5000),
    /** How often messages whose e-mail job was never queued (Redis away) are queued again. */
    CONTACT_SWEEP_MS: z.coerce.number().int().min(100).default(60_000),
  })
  .transform((config, ctx) => {
    const internalToken = internalTokenOf(config, ctx);
    const secrets = secretsOf(config, ctx, {
      SMTP_URL: DEV_SMTP_URL,
      MAIL_FROM: DEV_MAIL_FROM,
      CONTACT_TO: DEV_CONTACT_TO,
    });
    return {
      ...config,
      INTERNAL_TOKEN: internalToken,
      ...secrets,
      SUPPORT_EMAIL: config.SUPPORT_EMAIL ?? secrets.CONTACT_TO,
    };
  });

export type NotificationsConfig = z.infer<typeof notificationsEnvSchema>;
