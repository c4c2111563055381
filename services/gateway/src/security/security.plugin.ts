import rateLimit from '@fastify/rate-limit';
import { SAFE_METHODS, TooManyRequests } from '@shop/platform';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { Redis } from 'ioredis';

const PAYPAL_ORIGINS = ['https://*.paypal.com', 'https://*.paypalobjects.com', 'https://*.venmo.com'];

export interface SecurityOptions {
  redis: Redis;
  writeRateLimit: { max: number; timeWindow: number };
  rateLimitNamespace: string;
  /** Strict-Transport-Security only where cookies are Secure, i.e. behind TLS. */
  hsts: boolean;
}

export async function registerSecurity(app: FastifyInstance, options: SecurityOptions): Promise<void> {
  // helmet itself, built once: @fastify/helmet builds a new helmet (and re-parses the CSP) on every
  // request, which cost the gateway about 8% of its CPU under load.
  const applySecurityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...PAYPAL_ORIGINS],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...PAYPAL_ORIGINS],
        connectSrc: ["'self'", ...PAYPAL_ORIGINS],
        frameSrc: ["'self'", ...PAYPAL_ORIGINS],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        // Local runs are plain HTTP; TLS is the load balancer's job in production.
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    hsts: options.hsts,
  });
  app.addHook('onRequest', (request, reply, done) => {
    applySecurityHeaders(request.raw, reply.raw, (error) => done(error instanceof Error ? error : undefined));
  });

  // Counted in Redis so every gateway replica shares one budget per client. Reads are not limited
  // here; writes are, and login has a stricter limit of its own on its route.
  await app.register(rateLimit, {
    global: true,
    max: options.writeRateLimit.max,
    timeWindow: options.writeRateLimit.timeWindow,
    redis: options.redis,
    nameSpace: options.rateLimitNamespace,
    skipOnError: true,
    allowList: (request) => SAFE_METHODS.has(request.method),
    // Thrown by the plugin, so the platform's error handler writes the answer.
    // People read minutes: "wait 15 minutes", never "wait 861 seconds".
    errorResponseBuilder: (_request, context) => new TooManyRequests(rateLimitMessage(context.ttl)),
  });
}

/** The 429 message of the write limit: the wait rounded up to whole minutes, at least 1. */
export function rateLimitMessage(ttlMs: number): string {
  const minutes = Math.max(1, Math.ceil(ttlMs / 60_000));
  return `Too many requests. Please wait ${minutes} ${minutes === 1 ? 'minute' : 'minutes'} and try again.`;
}
