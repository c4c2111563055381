import { join } from 'node:path';
import { SERVICE_ADDRESSES } from '@shop/contracts/service-addresses';
import { z } from 'zod';
import { REPO_ROOT, type ShopPortName, type ShopSecrets } from './shop/types.js';

// The one file of the launcher that reads the environment: the run command's settings (README
// "Quick start", ARCHITECTURE "Configuration"), and the programs an operator names for the stores.

/** Programs named in the environment instead of the ones on PATH. */
export const binaryOverrides = (): Record<string, string | undefined> => ({
  'redis-server': process.env.REDIS_SERVER_BIN || undefined,
});

const RUN_PORTS = ['catalog', 'orders', 'payments', 'ocr-worker', 'notifications', 'mail-smtp', 'mail-web'] as const;

/**
 * The run command's ports at SHOP_PORT_OFFSET `offset`: every default of SERVICE_ADDRESSES moved by
 * it (two copies of the shop on one machine), the gateway's and storage's included.
 */
export function runPorts(offset: number): Record<ShopPortName | 'object-storage', number> {
  const at = (name: keyof typeof SERVICE_ADDRESSES) => SERVICE_ADDRESSES[name].port + offset;
  return {
    gateway: at('gateway'),
    ...(Object.fromEntries(RUN_PORTS.map((name) => [name, at(name)])) as Record<(typeof RUN_PORTS)[number], number>),
    'object-storage': at('object-storage'),
  };
}

const port = z.coerce.number().int().min(0).max(65535);
const optional = z
  .string()
  .optional()
  .transform((value) => value || undefined);

const runEnvSchema = z.object({
  SHOP_DATA_DIR: optional,
  SHOP_PORT_OFFSET: z.coerce.number().int().min(0).max(50_000).default(0),
  SHOP_SEED: optional,
  PORT: port.optional(),
  S3_PORT: port.optional(),
  MAIL_SMTP_PORT: port.optional(),
  MAIL_WEB_PORT: port.optional(),
  HOST: optional,
  PUBLIC_BASE_URL: optional,
  QUEUE_PREFIX: optional,
  SMTP_URL: optional,
  DATABASE_URL: optional,
  REDIS_URL: optional,
  S3_ENDPOINT: optional,
  S3_ACCESS_KEY: optional,
  S3_SECRET_KEY: optional,
  S3_BUCKET: optional,
  NODE_ENV: optional,
  LOG_FORMAT: optional,
  NO_COLOR: optional,
  SERVICE_NODE_ARGS: optional,
  ADMIN_PASSWORD: optional,
  SESSION_SECRET: optional,
  INTERNAL_TOKEN: optional,
  DOWNLOAD_TOKEN_SECRET: optional,
  PAYPAL_WEBHOOK_SECRET: optional,
  /** `off`: downloads go without the shop's Content Credentials, and no signing chain is made. */
  C2PA_SIGNING: z.enum(['on', 'off']).default('on'),
  C2PA_SIGNING_KEY: optional,
  C2PA_SIGNING_CERTS: optional,
});

export interface RunConfig {
  /** Where stores started here, the embedded S3 and the kept secrets live (`.data/`). */
  dataDir: string;
  ports: Record<ShopPortName, number>;
  /** The embedded s3rver's port (without S3_ENDPOINT). */
  s3Port: number;
  /** Where the gateway and the mail inbox listen: this machine only unless HOST says otherwise. */
  gatewayHost: string;
  publicBaseUrl: string;
  /** Secrets the operator chose; the rest are generated once and kept in `dataDir`. */
  secrets: Partial<ShopSecrets>;
  queuePrefix: string | undefined;
  /** A real SMTP server; unset, the embedded catcher. */
  smtpUrl: string | undefined;
  stores: {
    databaseUrl: string | undefined;
    redisUrl: string | undefined;
    s3: { endpoint: string; accessKey: string; secretKey: string } | undefined;
  };
  /** Environment over the services' own defaults: development, readable logs. */
  env: Record<string, string>;
  /** The run command's environment, which every service starts from. */
  inheritedEnv: Record<string, string | undefined>;
  /** Node flags for every service (SERVICE_NODE_ARGS, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof"). */
  nodeArgs: string[];
  /** Seed a demo catalog on first run (SHOP_SEED=false: no). */
  isSeeded: boolean;
  /** Delivered files carry the shop's Content Credentials, signed with the install's chain (C2PA_SIGNING=off: no). */
  isC2paSigning: boolean;
}

/** Reads the run command's settings; throws one line per bad variable. */
export function loadRunConfig(
  env: Record<string, string | undefined> = process.env,
  isTerminal = process.stdout.isTTY,
): RunConfig {
  const parsed = runEnvSchema.safeParse(env);
  if (!parsed.success)
    throw new Error(
      parsed.error.issues.map((issue) => `Invalid configuration: ${issue.path.join('.')}: ${issue.message}`).join('\n'),
    );
  const vars = parsed.data;
  const offset = vars.SHOP_PORT_OFFSET;
  const defaults = runPorts(offset);
  // PORT is the gateway's own setting too, so it is taken as given, never offset.
  const gatewayPort = vars.PORT ?? SERVICE_ADDRESSES.gateway.port;
  const given = {
    ADMIN_PASSWORD: vars.ADMIN_PASSWORD,
    SESSION_SECRET: vars.SESSION_SECRET,
    INTERNAL_TOKEN: vars.INTERNAL_TOKEN,
    DOWNLOAD_TOKEN_SECRET: vars.DOWNLOAD_TOKEN_SECRET,
    PAYPAL_WEBHOOK_SECRET: vars.PAYPAL_WEBHOOK_SECRET,
    C2PA_SIGNING_KEY: vars.C2PA_SIGNING_KEY,
    C2PA_SIGNING_CERTS: vars.C2PA_SIGNING_CERTS,
  };
  return {
    dataDir: vars.SHOP_DATA_DIR ?? join(REPO_ROOT, '.data'),
    ports: {
      ...defaults,
      gateway: gatewayPort,
      'mail-smtp': vars.MAIL_SMTP_PORT ?? defaults['mail-smtp'],
      'mail-web': vars.MAIL_WEB_PORT ?? defaults['mail-web'],
    },
    s3Port: vars.S3_PORT ?? defaults['object-storage'],
    gatewayHost: vars.HOST ?? '127.0.0.1',
    publicBaseUrl: vars.PUBLIC_BASE_URL ?? `http://localhost:${gatewayPort}`,
    secrets: Object.fromEntries(Object.entries(given).filter(([, value]) => value !== undefined)),
    queuePrefix: vars.QUEUE_PREFIX,
    smtpUrl: vars.SMTP_URL,
    stores: {
      databaseUrl: vars.DATABASE_URL,
      redisUrl: vars.REDIS_URL,
      s3: vars.S3_ENDPOINT
        ? {
            endpoint: vars.S3_ENDPOINT,
            accessKey: vars.S3_ACCESS_KEY ?? 'S3RVER',
            secretKey: vars.S3_SECRET_KEY ?? 'S3RVER',
          }
        : undefined,
    },
    env: {
      NODE_ENV: vars.NODE_ENV ?? 'development',
      LOG_FORMAT: vars.LOG_FORMAT ?? 'pretty',
      // The services write to a pipe, not to the terminal: tell pino-pretty the terminal has colours.
      ...(isTerminal && !vars.NO_COLOR ? { FORCE_COLOR: '1' } : {}),
      PUBLIC_BASE_URL: vars.PUBLIC_BASE_URL ?? `http://localhost:${gatewayPort}`,
      ...(vars.S3_BUCKET ? { S3_BUCKET: vars.S3_BUCKET } : {}),
    },
    inheritedEnv: env,
    nodeArgs: (vars.SERVICE_NODE_ARGS ?? '').split(' ').filter(Boolean),
    isSeeded: vars.SHOP_SEED !== 'false',
    isC2paSigning: vars.C2PA_SIGNING === 'on',
  };
}
