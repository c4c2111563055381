import { randomUUID, timingSafeEqual } from 'node:crypto';
import { ERROR_CODES, INTERNAL_HEADERS, type ErrorCode, type Role } from '@shop/contracts';
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyServerOptions,
} from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Logger } from 'pino';
import {
  AppError,
  BadRequest,
  DependencyUnavailable,
  isDependencyDown,
  isMalformedInput,
  NotFound,
  Unauthorized,
} from './errors.js';
import { createMetrics, type ServiceMetrics } from './metrics.js';
import { OneLineRequestLog, type AnsweredLevel } from './request-log.js';
import {
  answerClientError,
  checkRequestTimeouts,
  DEFAULT_REQUEST_TIMEOUTS,
  nodeServerTimeouts,
  registerBodyTimeouts,
  type RequestTimeouts,
} from './request-timeouts.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's role as the gateway vouched for it; 'public' unless the gateway said admin. */
    role: Role;
  }
}

export type ReadinessCheck = () => Promise<unknown>;

export interface CreateServerOptions {
  service: string;
  logger: Logger;
  /** When set, every route but health and metrics requires this token in `x-internal-token`. */
  internalToken?: string;
  /** Named checks of the service's own dependencies, run by /readyz. */
  readiness?: Record<string, ReadinessCheck>;
  bodyLimitBytes?: number;
  /** Trust X-Forwarded-* (the gateway behind a load balancer). */
  trustProxy?: FastifyServerOptions['trustProxy'];
  /** False when the service sets its own not-found handler (the gateway's SPA fallback). */
  handleNotFound?: boolean;
  /**
   * False when /metrics is served on a port of its own (`startMetricsServer`, via METRICS_PORT)
   * because this port is public: the gateway's.
   */
  serveMetrics?: boolean;
  /** How long a client may take to send headers, a body and the whole request. */
  timeouts?: Partial<RequestTimeouts>;
  /**
   * The level of a plain answer's `request completed` line (below 400, not slow); `debug` behind
   * the gateway, whose own line records the request (request-log.ts). Default `info`.
   */
  answeredLevel?: AnsweredLevel;
}

export interface RegisteredRoute {
  method: string;
  url: string;
}

export type AppInstance = FastifyInstance & {
  metrics: ServiceMetrics;
  shutdownState: { isShuttingDown: boolean };
  /** Every route the app registered, so tests can compare them with the documented contract. */
  registeredRoutes: RegisteredRoute[];
};

const OPEN_PATHS = new Set(['/healthz', '/readyz', '/metrics']);
const REQUEST_ID_PATTERN = /^[A-Za-z0-9._-]{1,128}$/;
const READINESS_TIMEOUT_MS = 2000;
const IDLE_SWEEP_MS = 100;

function tokensMatch(expected: string, given: string | string[] | undefined): boolean {
  if (typeof given !== 'string') return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Fastify with the shop's conventions: zod schemas, request ids carried from the gateway, the
 * internal-token check, `{error, message}` errors, /healthz, /readyz and /metrics, and time limits
 * on headers, bodies and whole requests (request-timeouts.ts).
 */
export function createServer(options: CreateServerOptions): AppInstance {
  const timeouts: RequestTimeouts = { ...DEFAULT_REQUEST_TIMEOUTS, ...options.timeouts };
  checkRequestTimeouts(timeouts);
  const app = Fastify({
    loggerInstance: options.logger,
    bodyLimit: options.bodyLimitBytes ?? 1024 * 1024,
    // Fastify's default (0) would turn Node's limit on the whole request off.
    requestTimeout: timeouts.requestMs,
    http: nodeServerTimeouts(timeouts),
    clientErrorHandler: answerClientError,
    trustProxy: options.trustProxy ?? false,
    requestIdHeader: false,
    genReqId: (req) => {
      const incoming = req.headers[INTERNAL_HEADERS.requestId];
      return typeof incoming === 'string' && REQUEST_ID_PATTERN.test(incoming) ? incoming : randomUUID();
    },
    // One `request completed` line per request, no `incoming request` (request-log.ts).
    logController: new OneLineRequestLog({
      requestIdLogLabel: 'reqId',
      answeredLevel: options.answeredLevel ?? 'info',
    }),
    routerOptions: { maxParamLength: 500 },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // First of the preParsing hooks: every later one (the gateway's body reader) reads a watched body.
  registerBodyTimeouts(app as unknown as FastifyInstance, timeouts);

  const metrics = createMetrics(options.service);
  const shutdownState = { isShuttingDown: false };
  app.decorate('metrics', metrics);
  app.decorate('shutdownState', shutdownState);
  app.decorateRequest('role', 'public');
  const registeredRoutes: RegisteredRoute[] = [];
  app.decorate('registeredRoutes', registeredRoutes);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') registeredRoutes.push({ method, url: route.url });
    }
  });

  app.addHook('onRequest', async (request, reply) => {
    reply.header(INTERNAL_HEADERS.requestId, request.id);
    const path = request.url.split('?', 1)[0] ?? '';
    if (OPEN_PATHS.has(path) || options.internalToken === undefined) {
      request.role = 'public';
      return;
    }
    if (!tokensMatch(options.internalToken, request.headers[INTERNAL_HEADERS.token])) {
      return replyWithAppError(
        reply,
        new Unauthorized('This service only answers requests that come through the gateway.'),
      );
    }
    request.role = request.headers[INTERNAL_HEADERS.role] === 'admin' ? 'admin' : 'public';
  });

  // A keep-alive connection that finishes its request during shutdown is closed with it, so
  // closing the server never waits for idle sockets.
  app.addHook('onSend', async (_request, reply) => {
    if (shutdownState.isShuttingDown) reply.header('connection', 'close');
  });
  // Every way of closing (a signal, a test's app.close()) counts as shutting down. server.close()
  // closes the keep-alive sockets idle at that instant; one whose request was still under way
  // (answered before shutdown began, so without `connection: close`) would then hold the close
  // for the whole keep-alive timeout (72 s). Until the server has closed, idle sockets are
  // closed as they become idle.
  let idleSweep: NodeJS.Timeout | undefined;
  app.addHook('preClose', async () => {
    shutdownState.isShuttingDown = true;
    idleSweep = setInterval(() => app.server.closeIdleConnections(), IDLE_SWEEP_MS);
    idleSweep.unref();
  });
  app.addHook('onClose', async () => clearInterval(idleSweep));

  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    metrics.httpDuration.observe(
      { method: request.method, route, status_code: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) return replyWithAppError(reply, error);
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const field = first?.instancePath ? first.instancePath.replace(/^\//, '').replaceAll('/', '.') : '';
      const where = error.validationContext ?? 'request';
      const message = field
        ? `Invalid ${where} field "${field}": ${first?.message ?? 'invalid value'}`
        : `Invalid ${where}: ${first?.message ?? 'invalid value'}`;
      return replyWithAppError(reply, new BadRequest(message, ERROR_CODES.validation));
    }
    if (request.raw.destroyed && !request.raw.complete) {
      // The client's connection closed before its request had arrived (it left, or a time limit
      // cut it): its doing, never an outage; nobody is left to read an answer.
      request.log.info({ err: error }, 'client gone before its request arrived');
      return replyWithAppError(reply, new BadRequest('The request did not arrive whole.'));
    }
    if (isMalformedInput(error)) {
      request.log.info({ err: error }, 'malformed input refused');
      return replyWithAppError(reply, new BadRequest('The request body or a value in it cannot be read or stored.'));
    }
    if (isDependencyDown(error)) {
      request.log.warn({ err: error }, 'dependency unavailable');
      return replyWithAppError(reply, new DependencyUnavailable());
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema');
      return replyWithAppError(reply, internalError());
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      return replyWithAppError(reply, new AppError(status, clientErrorCode(status), error.message));
    }
    request.log.error({ err: error }, 'unhandled error');
    return replyWithAppError(reply, internalError());
  });

  if (options.handleNotFound !== false) {
    app.setNotFoundHandler((request, reply) => {
      const path = request.url.split('?', 1)[0];
      return replyWithAppError(reply, new NotFound(`Nothing at ${request.method} ${path}`));
    });
  }

  app.get('/healthz', { logLevel: 'warn' }, async () => ({ status: 'ok', service: options.service }));

  app.get('/readyz', { logLevel: 'warn' }, async (_request, reply) => {
    if (shutdownState.isShuttingDown) return reply.code(503).send({ status: 'shutting-down', checks: {} });
    const checks: Record<string, string> = {};
    let ready = true;
    await Promise.all(
      Object.entries(options.readiness ?? {}).map(async ([name, check]) => {
        try {
          await withTimeout(check(), READINESS_TIMEOUT_MS, name);
          checks[name] = 'ok';
        } catch (error) {
          ready = false;
          checks[name] = error instanceof Error ? error.message : 'failed';
        }
      }),
    );
    return reply.code(ready ? 200 : 503).send({ status: ready ? 'ready' : 'not-ready', checks });
  });

  if (options.serveMetrics !== false) {
    app.get('/metrics', { logLevel: 'warn' }, async (_request, reply) => {
      reply.header('content-type', metrics.registry.contentType);
      return metrics.registry.metrics();
    });
  }

  return app as unknown as AppInstance;
}

/**
 * The one place an error answer's `{error, message}` body is written. The error handler uses it;
 * so do hooks that run where another plugin's error handler would answer instead (Bull Board's).
 */
export function replyWithAppError(reply: FastifyReply, error: AppError): FastifyReply {
  return reply.code(error.statusCode).send({ error: error.code, message: error.message, ...error.details });
}

/** Never the caller's fault and never explained to them: the log has the details. */
function internalError(): AppError {
  return new AppError(500, ERROR_CODES.internal, 'Something went wrong on our side.');
}

// A library's own 4xx (Fastify's body limit, a bad content type) keeps its status and message.
const CLIENT_ERROR_CODES: Partial<Record<number, ErrorCode>> = {
  400: ERROR_CODES.badRequest,
  401: ERROR_CODES.unauthorized,
  403: ERROR_CODES.forbidden,
  404: ERROR_CODES.notFound,
  408: ERROR_CODES.requestTimeout,
  409: ERROR_CODES.conflict,
  413: ERROR_CODES.payloadTooLarge,
  415: ERROR_CODES.unsupportedMediaType,
  429: ERROR_CODES.tooManyRequests,
};

function clientErrorCode(status: number): ErrorCode {
  return CLIENT_ERROR_CODES[status] ?? ERROR_CODES.badRequest;
}
