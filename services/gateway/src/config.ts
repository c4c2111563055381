import { randomBytes } from 'node:crypto';
import {
  internalTokenOf,
  publicBaseUrlSchema,
  redisUrlDefault,
  secretsOf,
  serviceEnvShape,
  servicePortSchema,
  urlSchema,
} from '@shop/platform';
import { CATEGORIES, DEFAULT_HOUSE_CATEGORY } from '@shop/contracts';
import { defaultServiceUrl } from '@shop/contracts/service-addresses';
import { z } from 'zod';

export interface SocialLink {
  name: string;
  href: string;
}

/**
 * SOCIAL_LINKS: the footer's networks as a JSON object of name to http(s) URL, in the
 * order shown, e.g. {"Instagram":"https://www.instagram.com/shop"}. Unset or {} shows none.
 */
export const socialLinksSchema = z
  .string()
  .optional()
  .transform((raw, ctx): SocialLink[] => {
    if (!raw?.trim()) return [];
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw);
    } catch {
      ctx.addIssue({ code: 'custom', message: 'must be a JSON object of network name to URL' });
      return z.NEVER;
    }
    const links = z.record(z.string().trim().min(1).max(40), z.url({ protocol: /^https?$/ })).safeParse(parsed);
    if (!links.success) {
      ctx.addIssue({ code: 'custom', message: 'must be a JSON object of network name to http(s) URL' });
      return z.NEVER;
    }
    return Object.entries(links.data).map(([name, href]) => ({ name, href }));
  });

/**
 * A service's address, or its replicas' addresses separated by commas, which the
 * gateway balances over.
 */
export const upstreamUrlsSchema = (fallback: string) =>
  z
    .string()
    .default(fallback)
    .transform((raw) =>
      raw
        .split(',')
        .map((url) => url.trim())
        .filter(Boolean),
    )
    .pipe(z.array(urlSchema).min(1, 'must name at least one URL'));

export const gatewayEnvSchema = z
  .object({
    ...serviceEnvShape('gateway'),
    /**
     * Where the gateway serves /metrics, apart from its public PORT; only the operator's
     * network (the scraper) reaches it.
     */
    METRICS_PORT: servicePortSchema('gateway-metrics'),
    REDIS_URL: urlSchema.default(redisUrlDefault),
    CATALOG_URL: upstreamUrlsSchema(defaultServiceUrl('catalog')),
    ORDERS_URL: upstreamUrlsSchema(defaultServiceUrl('orders')),
    PAYMENTS_URL: upstreamUrlsSchema(defaultServiceUrl('payments')),
    /** The contact form and the dashboard Inbox. */
    NOTIFICATIONS_URL: upstreamUrlsSchema(defaultServiceUrl('notifications')),
    ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').optional(),
    SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    SESSION_TTL_HOURS: z.coerce.number().positive().default(12),
    COOKIE_SECURE: z.enum(['true', 'false']).optional(),
    WEB_DIST: z.string().optional(),
    /** The shop's public address, for canonical URLs, Open Graph tags and the sitemap. */
    PUBLIC_BASE_URL: publicBaseUrlSchema(),
    /** How long the gateway keeps what the catalog said about an artwork page (and the sitemap). */
    PAGE_META_CACHE_MS: z.coerce.number().int().nonnegative().default(60_000),
    /**
     * `on` answers the public reads declared `sharedCache` from the gateway's cache of
     * encoded answers; `off` proxies every one (the uncached path, for comparison).
     */
    PUBLIC_CACHE: z.enum(['on', 'off']).default('on'),
    /**
     * The cache's budgets, whatever the public asks: the bytes of answers one gateway
     * keeps in its memory, and the bytes all gateways together keep in Redis (counted generously:
     * bodies, keys and each answer's overhead). Redis must have that much room beside the queues,
     * sessions and rate limits (docs/operations.md).
     */
    PUBLIC_CACHE_MEMORY_MAX_BYTES: z.coerce
      .number()
      .int()
      .min(1024 * 1024)
      .default(64 * 1024 * 1024),
    PUBLIC_CACHE_REDIS_MAX_BYTES: z.coerce
      .number()
      .int()
      .min(1024 * 1024)
      .default(64 * 1024 * 1024),
    /**
     * A Redis of the cache's own for its answers (one with `maxmemory` and
     * `allkeys-lru` suits it); unset, they are kept in REDIS_URL's within PUBLIC_CACHE_REDIS_MAX_BYTES.
     * The generation is always read from REDIS_URL, where the catalog announces it.
     */
    PUBLIC_CACHE_REDIS_URL: urlSchema.optional(),
    // The main gallery's category (ARCHITECTURE); told to the web app in index.html, no rebuild.
    HOUSE_CATEGORY: z.enum(CATEGORIES).default(DEFAULT_HOUSE_CATEGORY),
    // The footer's social links, told to the web app in index.html like the house category.
    SOCIAL_LINKS: socialLinksSchema,
    QUEUE_PREFIX: z.string().default('bull'),
    RATE_LIMIT_LOGIN_MAX: z.coerce.number().int().positive().default(10),
    RATE_LIMIT_LOGIN_WINDOW_MS: z.coerce
      .number()
      .int()
      .positive()
      .default(15 * 60 * 1000),
    /** The /download form's resend requests per client IP and window. */
    RATE_LIMIT_RESEND_MAX: z.coerce.number().int().positive().default(5),
    RATE_LIMIT_RESEND_WINDOW_MS: z.coerce
      .number()
      .int()
      .positive()
      .default(15 * 60 * 1000),
    /** Contact messages per client IP and window. */
    RATE_LIMIT_CONTACT_MAX: z.coerce.number().int().positive().default(5),
    RATE_LIMIT_CONTACT_WINDOW_MS: z.coerce
      .number()
      .int()
      .positive()
      .default(60 * 60 * 1000),
    RATE_LIMIT_WRITE_MAX: z.coerce.number().int().positive().default(300),
    /** Redis key prefix of the rate-limit counters; tests give each stack its own. */
    RATE_LIMIT_NAMESPACE: z.string().default('shop:ratelimit:'),
    RATE_LIMIT_WRITE_WINDOW_MS: z.coerce
      .number()
      .int()
      .positive()
      .default(60 * 1000),
    BODY_LIMIT_BYTES: z.coerce
      .number()
      .int()
      .positive()
      .default(1024 * 1024),
    TRUST_PROXY: z.enum(['true', 'false']).default('false'),
    /**
     * Connections to a service per replica for each route prefix of ROUTE_TABLE (derived from the
     * endpoint declarations in @shop/contracts), and for the service's uploads; a slow route fills
     * only its own.
     */
    UPSTREAM_CONNECTIONS_PER_ROUTE: z.coerce.number().int().positive().default(64),
    UPSTREAM_UPLOAD_CONNECTIONS: z.coerce.number().int().positive().default(16),
  })
  .refine((config) => config.METRICS_PORT === 0 || config.METRICS_PORT !== config.PORT, {
    message: 'must differ from PORT: the metrics are never served on the public port',
    path: ['METRICS_PORT'],
  })
  .transform((config, ctx) => {
    const adminPasswordGenerated = !config.ADMIN_PASSWORD;
    return {
      ...config,
      INTERNAL_TOKEN: internalTokenOf(config, ctx),
      ...secretsOf(config, ctx, {
        SESSION_SECRET: randomBytes(32).toString('hex'),
        ADMIN_PASSWORD: randomBytes(9).toString('base64url'),
      }),
      adminPasswordGenerated,
      cookieSecure: config.COOKIE_SECURE ? config.COOKIE_SECURE === 'true' : config.NODE_ENV === 'production',
    };
  });

export type GatewayConfig = z.infer<typeof gatewayEnvSchema>;
