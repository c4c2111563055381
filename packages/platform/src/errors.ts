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

type Details = Record<string, unknown>;

/** An `AppError` subclass whose message the thrower words. */
export type AppErrorClass = new (message: string, code?: ErrorCode, details?: Details) => AppError;
/** An `AppError` subclass with a default message for the common case. */
export type DefaultMessageAppErrorClass = new (message?: string, code?: ErrorCode, details?: Details) => AppError;

function appErrorClass(name: string, statusCode: number, defaultCode: ErrorCode): AppErrorClass;
function appErrorClass(
  name: string,
  statusCode: number,
  defaultCode: ErrorCode,
  defaultMessage: string,
): DefaultMessageAppErrorClass;
function appErrorClass(
  name: string,
  statusCode: number,
  defaultCode: ErrorCode,
  defaultMessage = '',
): DefaultMessageAppErrorClass {
  const ErrorClass = class extends AppError {
    constructor(message = defaultMessage, code = defaultCode, details?: Details) {
      super(statusCode, code, message, details);
    }
  };
  // `AppError` names each error after its class: stack traces and logs say "NotFound", not "ErrorClass".
  Object.defineProperty(ErrorClass, 'name', { value: name });
  return ErrorClass;
}

/*
 * One class per status. Each takes the message, then a more precise code from contracts
 * ERROR_CODES (e.g. `new Conflict(message, ERROR_CODES.amountMismatch)`), then extra body fields.
 */
export const BadRequest = appErrorClass('BadRequest', 400, ERROR_CODES.badRequest);
export const Unauthorized = appErrorClass('Unauthorized', 401, ERROR_CODES.unauthorized, 'Sign in to continue.');
export const PaymentRequired = appErrorClass('PaymentRequired', 402, ERROR_CODES.paymentRequired);
export const Forbidden = appErrorClass('Forbidden', 403, ERROR_CODES.forbidden, 'You are not allowed to do this.');
export const NotFound = appErrorClass('NotFound', 404, ERROR_CODES.notFound, 'Not found.');
export const Conflict = appErrorClass('Conflict', 409, ERROR_CODES.conflict);
export const Gone = appErrorClass('Gone', 410, ERROR_CODES.gone);
/** The request (its headers, its body) did not arrive within its time limit. */
export const RequestTimeout = appErrorClass(
  'RequestTimeout',
  408,
  ERROR_CODES.requestTimeout,
  'The request took too long to arrive. Please try again.',
);
export const PayloadTooLarge = appErrorClass('PayloadTooLarge', 413, ERROR_CODES.payloadTooLarge);
export const UnsupportedMediaType = appErrorClass('UnsupportedMediaType', 415, ERROR_CODES.unsupportedMediaType);
export const TooManyRequests = appErrorClass(
  'TooManyRequests',
  429,
  ERROR_CODES.tooManyRequests,
  'Too many requests. Please wait a moment and try again.',
);
export const DependencyUnavailable = appErrorClass(
  'DependencyUnavailable',
  503,
  ERROR_CODES.dependencyUnavailable,
  'A service this request needs is unavailable. Please try again shortly.',
);

/** An outside party (PayPal) answered, but refused; the message says why. */
export const BadGateway = appErrorClass('BadGateway', 502, ERROR_CODES.badGateway);

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
