import pino, { type Logger, type LoggerOptions } from 'pino';
import { isPrettyLogAllowed } from './config.js';

export type { Logger } from 'pino';

/** Fields never written to a log line, wherever they appear. */
export const REDACTED_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["x-internal-token"]',
  'res.headers["set-cookie"]',
  'password',
  '*.password',
  '*.token',
  '*.PAYPAL_CLIENT_SECRET',
  '*.SESSION_SECRET',
  '*.INTERNAL_TOKEN',
  '*.ADMIN_PASSWORD',
];

export function loggerOptions(service: string, level = 'info'): LoggerOptions {
  const pretty = process.stdout.isTTY && isPrettyLogAllowed();
  return {
    name: service,
    level,
    base: { service },
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    timestamp: pino.stdTimeFunctions.isoTime,
    ...(pretty
      ? { transport: { target: 'pino-pretty', options: { singleLine: true, translateTime: 'SYS:HH:MM:ss' } } }
      : {}),
  };
}

/** JSON logs (pretty only on a terminal), one base field naming the service. */
export function createLogger(service: string, level = 'info'): Logger {
  return pino(loggerOptions(service, level));
}
