import { z } from 'zod';
import {
  DEFAULT_PUBLIC_BASE_URL,
  defaultServiceUrl,
  SERVICE_ADDRESSES,
  type AddressName,
} from '@shop/contracts/service-addresses';
import { requestTimeoutsEnvShape } from './request-timeouts.js';

/**
 * Parses the environment with a zod schema. A bad or missing value stops the process with one line
 * per problem, so an operator sees everything that is wrong at once.
 */
export function loadConfig<T extends z.ZodType>(
  schema: T,
  env: Record<string, string | undefined> = process.env,
  onError: (lines: string[]) => never = exitWithConfigErrors,
): z.infer<T> {
  const result = schema.safeParse(withoutEmptyValues(env));
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => {
    const name = issue.path.join('.') || '(environment)';
    return `Invalid configuration: ${name}: ${issue.message}`;
  });
  return onError(lines);
}

/** An empty variable (`PAYPAL_CLIENT_ID=` in a compose file) means the same as an unset one. */
export function withoutEmptyValues(env: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(env).filter((entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== ''),
  );
}

/** Whether a terminal may get pretty logs: never in production, nor when LOG_FORMAT=json asks for JSON. */
export function isPrettyLogAllowed(env: Record<string, string | undefined> = process.env): boolean {
  return env.NODE_ENV !== 'production' && env.LOG_FORMAT !== 'json';
}

/**
 * Readable lines (pino-pretty) or JSON. Outside production, LOG_FORMAT=pretty asks for readable
 * lines even when stdout is a pipe (the run command shows its services' output in its terminal);
 * unset, a terminal gets readable lines and anything else (files, Compose, Kubernetes) JSON.
 */
export function logFormat(
  isTerminal: boolean,
  env: Record<string, string | undefined> = process.env,
): 'pretty' | 'json' {
  if (!isPrettyLogAllowed(env)) return 'json';
  return env.LOG_FORMAT === 'pretty' || isTerminal ? 'pretty' : 'json';
}

function exitWithConfigErrors(lines: string[]): never {
  for (const line of lines) process.stderr.write(`${line}\n`);
  process.exit(1);
}

const isProduction = (env: { NODE_ENV?: string | undefined }) => env.NODE_ENV === 'production';

/** Variables every service reads. Secrets have development defaults only outside production. */
export const baseEnvShape = {
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  HOST: z.string().default('127.0.0.1'),
  INTERNAL_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  // HEADERS_TIMEOUT_MS, BODY_IDLE_TIMEOUT_MS, BODY_TIMEOUT_MS, UPLOAD_IDLE_TIMEOUT_MS, REQUEST_TIMEOUT_MS.
  ...requestTimeoutsEnvShape,
};

export const DEV_INTERNAL_TOKEN = 'development-internal-token-not-secret';

export const portSchema = (fallback: number) => z.coerce.number().int().min(0).max(65535).default(fallback);
export const urlSchema = z.url({ message: 'must be a URL' });

/** A service's own PORT, defaulted from SERVICE_ADDRESSES. */
export const servicePortSchema = (name: AddressName) => portSchema(SERVICE_ADDRESSES[name].port);

/** What every service reads (`baseEnvShape`) and its own PORT. */
export const serviceEnvShape = (name: AddressName) => ({ ...baseEnvShape, PORT: servicePortSchema(name) });

/** A caller's setting for another service's address (e.g. ORDERS_URL), defaulted from SERVICE_ADDRESSES. */
export const serviceUrlSchema = (name: AddressName) => urlSchema.default(defaultServiceUrl(name));

/** PUBLIC_BASE_URL: the shop's address for shoppers' links; unset, the gateway on this machine. */
export const publicBaseUrlSchema = () => urlSchema.default(DEFAULT_PUBLIC_BASE_URL);

/** Fills a secret's development default, or reports it missing in production. */
export function requireSecretInProduction<T extends { NODE_ENV: string }>(
  config: T,
  ctx: z.RefinementCtx,
  key: keyof T & string,
  devDefault: string,
): void {
  if (config[key] !== undefined && config[key] !== '') return;
  if (isProduction(config)) {
    ctx.addIssue({ code: 'custom', path: [key], message: 'is required in production' });
    return;
  }
  (config as Record<string, unknown>)[key] = devDefault;
}

/**
 * A schema's secrets for its transform, typed as strings: each one set is kept; a missing one gets
 * its development default outside production and is reported in production (where '' stands in
 * while zod fails the parse). `...secretsOf(config, ctx, { SMTP_URL: DEV_SMTP_URL })`.
 */
export function secretsOf<K extends string, T extends { NODE_ENV: string } & { [P in K]?: string | undefined }>(
  config: T,
  ctx: z.RefinementCtx,
  devDefaults: Readonly<Record<K, string>>,
): Record<K, string> {
  const secrets = {} as Record<K, string>;
  for (const key of Object.keys(devDefaults) as K[]) {
    requireSecretInProduction(config, ctx, key, devDefaults[key]);
    secrets[key] = config[key] ?? '';
  }
  return secrets;
}

/** INTERNAL_TOKEN for a schema's transform, as `secretsOf` gives a secret. */
export function internalTokenOf(
  config: { NODE_ENV: string; INTERNAL_TOKEN?: string | undefined },
  ctx: z.RefinementCtx,
): string {
  return secretsOf(config, ctx, { INTERNAL_TOKEN: DEV_INTERNAL_TOKEN }).INTERNAL_TOKEN;
}

export const databaseUrlDefault = 'postgres://postgres@127.0.0.1:5432/shop';
export const redisUrlDefault = 'redis://127.0.0.1:6379';

/**
 * DATABASE_URL of a service that owns a Postgres schema; unset, the local development database.
 * DATABASE_PREPARED_STATEMENTS=off sends every query unprepared (behind a pooler in transaction
 * mode that cannot keep a connection's prepared statements, such as PgBouncer before 1.21).
 */
export const databaseEnvShape = {
  DATABASE_URL: urlSchema.default(databaseUrlDefault),
  DATABASE_PREPARED_STATEMENTS: z.enum(['on', 'off']).default('on'),
};

/** REDIS_URL and the BullMQ key prefix of a service's queues (tests give each file a prefix of its own). */
export const queueEnvShape = {
  REDIS_URL: urlSchema.default(redisUrlDefault),
  QUEUE_PREFIX: z.string().default('bull'),
};

export const storageEnvShape = {
  S3_ENDPOINT: serviceUrlSchema('object-storage'),
  S3_ACCESS_KEY: z.string().default('S3RVER'),
  S3_SECRET_KEY: z.string().default('S3RVER'),
  S3_BUCKET: z.string().min(3).default('artworks'),
  S3_REGION: z.string().default('us-east-1'),
};
