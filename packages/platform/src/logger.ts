import pino, { type Logger, type LoggerOptions } from 'pino';
import { logFormat } from './config.js';

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
  const pretty = logFormat(process.stdout.isTTY) === 'pretty';
  return {
    name: service,
    level,
    base: { service },
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    timestamp: pino.stdTimeFunctions.isoTime,
    ...(pretty
      ? {
          transport: {
            target: 'pino-pretty',
            // `service` repeats the name pino-pretty already shows: `INFO (orders): …`.
            options: { singleLine: true, translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname,service' },
          },
        }
      : {}),
  };
}

/** JSON logs (readable ones on a terminal or with LOG_FORMAT=pretty), one base field naming the service. */
export function createLogger(service: string, level = 'info'): Logger {
  return pino(loggerOptions(service, level));
}
