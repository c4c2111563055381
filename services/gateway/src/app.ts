import { constants as zlibConstants } from 'node:zlib';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import { RESEND_LINKS_ROUTE, requestLibraryLink, sendContactMessage } from '@shop/contracts';
import { createServer, pingRedis, requestTimeoutsOf, type AppInstance } from '@shop/platform';
import { registerQueueDashboard } from './admin-queues/queues.plugin.js';
import { authRoutes } from './auth/auth.routes.js';
import { resolveRole } from './auth/session.js';
import type { GatewayDeps } from './deps.js';
import { registerDocs } from './docs/docs.plugin.js';
import { registerProxies } from './proxy/proxy.plugin.js';
import { createUpstreamPools, DEFAULT_POOL_SIZES } from './proxy/upstream-pools.js';
import { registerPublicCacheMetrics } from './public-cache/public-cache-metrics.js';
import { registerPublicCache } from './public-cache/public-cache.plugin.js';
import { registerBodyLimits } from './security/body-limits.plugin.js';
import { registerCrossOriginProtection } from './security/cross-origin.plugin.js';
import { registerFormLimits } from './security/form-limits.plugin.js';
import { registerSecurity } from './security/security.plugin.js';
import { createWindowCounter } from './security/window-counter.js';
import { createCatalogPages } from './web/seo/catalog-pages.js';
import { sendSmallAnswersUncompressed } from './web/small-answers.js';
import { registerSpa } from './web/spa.plugin.js';

/** Below this an answer is sent uncompressed: compressing saves less than it costs. */
const COMPRESS_THRESHOLD_BYTES = 1024;

/** Before the app is built: say so when this run's admin password was generated, not configured. */
export async function prepare(deps: GatewayDeps): Promise<void> {
  if (deps.config.adminPasswordGenerated) {
    deps.logger.warn(
      { adminPassword: deps.config.ADMIN_PASSWORD },
      'ADMIN_PASSWORD not set: generated one for this run',
    );
  }
}

export async function buildApp(deps: GatewayDeps): Promise<AppInstance> {
  const { config } = deps;
  const app = createServer({
    service: 'gateway',
    logger: deps.logger,
    readiness: { redis: () => pingRedis(deps.redis) },
    bodyLimitBytes: config.BODY_LIMIT_BYTES,
    trustProxy: config.TRUST_PROXY === 'true',
    handleNotFound: false,
    // This port is the public one; /metrics is on METRICS_PORT (platform runService).
    serveMetrics: false,
    // Headers, bodies and whole requests within their time limits.
    timeouts: requestTimeoutsOf(config),
  });

  sendSmallAnswersUncompressed(app, COMPRESS_THRESHOLD_BYTES);
  // JSON and text answers compressed for clients that take it. An answer that is already
  // encoded (the catalog's gzipped artwork list, the precompressed web assets, the pages the SPA
  // plugin writes) is passed through as it is; images and downloads are never touched.
  await app.register(compress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: COMPRESS_THRESHOLD_BYTES,
    customTypes:
      /^text\/(?!event-stream)|(?:\+|\/)json(?:;|$)|(?:\+|\/)xml(?:;|$)|^application\/javascript|^image\/svg\+xml/,
    // Quality 4 costs little CPU per answer; the default 11 is for build-time compression.
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await app.register(cookie, { secret: config.SESSION_SECRET });
  await registerSecurity(app, {
    redis: deps.redis,
    writeRateLimit: { max: config.RATE_LIMIT_WRITE_MAX, timeWindow: config.RATE_LIMIT_WRITE_WINDOW_MS },
    hsts: config.cookieSecure,
    rateLimitNamespace: config.RATE_LIMIT_NAMESPACE,
  });

  registerCrossOriginProtection(app, { publicBaseUrl: config.PUBLIC_BASE_URL });
  registerBodyLimits(app, { bodyLimitBytes: config.BODY_LIMIT_BYTES });
  await registerFormLimits(app, createWindowCounter(deps.redis, config.RATE_LIMIT_NAMESPACE), [
    {
      method: 'POST',
      path: RESEND_LINKS_ROUTE,
      name: 'resend-links',
      max: config.RATE_LIMIT_RESEND_MAX,
      timeWindow: config.RATE_LIMIT_RESEND_WINDOW_MS,
      what: 'requests for download links',
    },
    {
      // The library's sign-in form, within the same limits as the lost-links form.
      method: 'POST',
      path: requestLibraryLink.path,
      name: 'library-link',
      max: config.RATE_LIMIT_RESEND_MAX,
      timeWindow: config.RATE_LIMIT_RESEND_WINDOW_MS,
      what: 'requests for sign-in links',
    },
    {
      method: 'POST',
      path: sendContactMessage.path,
      name: 'contact',
      max: config.RATE_LIMIT_CONTACT_MAX,
      timeWindow: config.RATE_LIMIT_CONTACT_WINDOW_MS,
      what: 'messages',
    },
  ]);

  app.addHook('onRequest', async (request) => {
    request.role = await resolveRole(request, deps.sessions);
  });

  await app.register(authRoutes, {
    sessions: deps.sessions,
    adminPassword: config.ADMIN_PASSWORD,
    cookieSecure: config.cookieSecure,
    sessionTtlSeconds: config.SESSION_TTL_HOURS * 3600,
    loginRateLimit: { max: config.RATE_LIMIT_LOGIN_MAX, timeWindow: config.RATE_LIMIT_LOGIN_WINDOW_MS },
  });
  const upstreams = {
    catalog: config.CATALOG_URL,
    orders: config.ORDERS_URL,
    payments: config.PAYMENTS_URL,
    notifications: config.NOTIFICATIONS_URL,
  };
  // A shared pool per service for the public cache's reader; the proxy's pools per
  // route prefix and for uploads, so one slow route never takes another's connections.
  const pools = createUpstreamPools(upstreams, {
    ...DEFAULT_POOL_SIZES,
    connectionsPerRoute: config.UPSTREAM_CONNECTIONS_PER_ROUTE,
    uploadConnections: config.UPSTREAM_UPLOAD_CONNECTIONS,
  });
  app.addHook('onClose', async () => pools.close());
  const publicCache =
    config.PUBLIC_CACHE === 'on'
      ? await registerPublicCache(app, {
          redis: deps.redis,
          answersRedis: deps.publicCacheRedis,
          queuePrefix: config.QUEUE_PREFIX,
          pools,
          internalToken: config.INTERNAL_TOKEN,
          log: deps.logger,
          local: { maxBytes: config.PUBLIC_CACHE_MEMORY_MAX_BYTES },
          shared: { maxBytes: config.PUBLIC_CACHE_REDIS_MAX_BYTES },
        })
      : undefined;
  if (publicCache) registerPublicCacheMetrics(app.metrics.registry, publicCache);
  await registerProxies(app, { upstreams, pools, internalToken: config.INTERNAL_TOKEN });
  const catalogPages = createCatalogPages({
    baseUrls: config.CATALOG_URL,
    internalToken: config.INTERNAL_TOKEN,
    log: deps.logger,
    ttlMs: config.PAGE_META_CACHE_MS,
  });
  // What the page heads and the sitemap say of the catalog follows its changes at once too.
  publicCache?.onChange(() => catalogPages.forget());
  await registerDocs(app);
  const closeQueueDashboard = await registerQueueDashboard(app, {
    redisUrl: config.REDIS_URL,
    queuePrefix: config.QUEUE_PREFIX,
  });
  app.addHook('onClose', closeQueueDashboard);
  await registerSpa(app, config.WEB_DIST, {
    houseCategory: config.HOUSE_CATEGORY,
    publicBaseUrl: config.PUBLIC_BASE_URL,
    catalog: catalogPages,
    socialLinks: config.SOCIAL_LINKS,
  });
  return app;
}
