import { ERROR_CODES, type ErrorCode } from '@shop/contracts';

/** The only errors services throw on purpose; the platform error handler turns them into `{error, message}`. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class BadRequest extends AppError {
  constructor(message: string, code: ErrorCode = ERROR_CODES.badRequest) {
    super(400, code, message);
  }
}
export class Unauthorized extends AppError {
  constructor(message = 'Sign in to continue.') {
    super(401, ERROR_CODES.unauthorized, message);
  }
}
export class PaymentRequired extends AppError {
  constructor(message: string) {
    super(402, ERROR_CODES.paymentRequired, message);
  }
}
export class Forbidden extends AppError {
  constructor(message = 'You are not allowed to do this.') {
    super(403, ERROR_CODES.forbidden, message);
  }
}
export class NotFound extends AppError {
  constructor(message = 'Not found.') {
    super(404, ERROR_CODES.notFound, message);
  }
}
export class Conflict extends AppError {
  constructor(message: string, code: ErrorCode = ERROR_CODES.conflict, details?: Record<string, unknown>) {
    super(409, code, message, details);
  }
}
export class Gone extends AppError {
  constructor(message: string) {
    super(410, ERROR_CODES.gone, message);
  }
}
export class PayloadTooLarge extends AppError {
  constructor(message: string) {
    super(413, ERROR_CODES.payloadTooLarge, message);
  }
}
export class UnsupportedMediaType extends AppError {
  constructor(message: string) {
    super(415, ERROR_CODES.unsupportedMediaType, message);
  }
}
export class TooManyRequests extends AppError {
  constructor(message = 'Too many requests. Please wait a moment and try again.') {
    super(429, ERROR_CODES.tooManyRequests, message);
  }
}
export class DependencyUnavailable extends AppError {
  constructor(message = 'A service this request needs is unavailable. Please try again shortly.') {
    super(503, ERROR_CODES.dependencyUnavailable, message);
  }
}

const CONNECTION_ERROR_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'NR_CLOSED',
  // PostgreSQL: admin shutdown, crash shutdown, cannot connect now, too many connections.
  '57P01',
  '57P02',
  '57P03',
  '53300',
  '08000',
  '08003',
  '08006',
]);

const CONNECTION_MESSAGES = [
  'Connection terminated',
  'Connection is closed',
  'connect ECONNREFUSED',
  "Stream isn't writeable",
  'Reached the max retries per request limit',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
  'Connection ended unexpectedly',
  'S3 is unavailable',
];

/** True when an error means PostgreSQL, Redis or object storage is away: the answer is a 503, not a 500. */
export function isDependencyDown(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current; depth++) {
    if (typeof current !== 'object') return false;
    const candidate = current as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
    if (typeof candidate.code === 'string' && CONNECTION_ERROR_CODES.has(candidate.code)) return true;
    if (typeof candidate.message === 'string' && CONNECTION_MESSAGES.some((m) => String(candidate.message).includes(m)))
      return true;
    if (Array.isArray(candidate.errors) && candidate.errors.some((inner) => isDependencyDown(inner))) return true;
    current = candidate.cause;
  }
  return false;
}

// Bad input that libraries report as plain errors: busboy on a malformed multipart body, and
// PostgreSQL on text it cannot store (a NUL byte, code 22021; an untranslatable character, 22P05).
const MALFORMED_INPUT_CODES = new Set(['22021', '22P05']);
const MALFORMED_INPUT_MESSAGES = [
  'Multipart: Boundary not found',
  'Unexpected end of multipart data',
  'Unexpected end of form',
  'Malformed part header',
  'Part terminated early due to unexpected end of multipart data',
];

/** True when an error comes from input the caller sent, however deep it surfaced: the answer is a 400, not a 500. */
export function isMalformedInput(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const candidate = error as { code?: unknown; message?: unknown };
  if (typeof candidate.code === 'string' && MALFORMED_INPUT_CODES.has(candidate.code)) return true;
  return typeof candidate.message === 'string' && MALFORMED_INPUT_MESSAGES.some((m) => candidate.message === m);
}
