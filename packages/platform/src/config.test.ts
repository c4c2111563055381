import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  baseEnvShape,
  databaseEnvShape,
  databaseUrlDefault,
  DEV_INTERNAL_TOKEN,
  internalTokenOf,
  loadConfig,
  queueEnvShape,
  redisUrlDefault,
  requireSecretInProduction,
  secretsOf,
} from './config.js';

const schema = z
  .object({ ...baseEnvShape, PORT: z.coerce.number().int().min(1).max(65535), API_SECRET: z.string().optional() })
  .transform((config, ctx) => {
    requireSecretInProduction(config, ctx, 'API_SECRET', 'dev-secret');
    return config;
  });

function collectErrors(env: Record<string, string>): string[] {
  let lines: string[] = [];
  loadConfig(schema, env, (errors) => {
    lines = errors;
    throw new Error('stopped');
  });
  return lines;
}

describe('loadConfig', () => {
  it('parses and coerces a good environment', () => {
    const config = loadConfig(schema, { PORT: '4001' });
    expect(config.PORT).toBe(4001);
    expect(config.NODE_ENV).toBe('development');
    expect(config.API_SECRET).toBe('dev-secret');
  });

  it('names every bad variable on its own line', () => {
    let lines: string[] = [];
    expect(() =>
      loadConfig(schema, { PORT: 'eighty', LOG_LEVEL: 'loud' }, (errors) => {
        lines = errors;
        throw new Error('stopped');
      }),
    ).toThrow('stopped');
    expect(lines).toHaveLength(2);
    expect(lines.some((line) => line.startsWith('Invalid configuration: PORT:'))).toBe(true);
    expect(lines.some((line) => line.startsWith('Invalid configuration: LOG_LEVEL:'))).toBe(true);
  });

  it('refuses to default a secret in production', () => {
    expect(() => collectErrors({ PORT: '1', NODE_ENV: 'production' })).toThrow('stopped');
    const lines: string[] = [];
    try {
      loadConfig(schema, { PORT: '1', NODE_ENV: 'production' }, (errors) => {
        lines.push(...errors);
        throw new Error('stopped');
      });
    } catch {
      // expected
    }
    expect(lines).toEqual(['Invalid configuration: API_SECRET: is required in production']);
  });

  it('stops the process with exit code 1 by default', async () => {
    const { spawnSync } = await import('node:child_process');
    const result = spawnSync(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `import { loadConfig } from '${new URL('../dist/index.js', import.meta.url).href}';
         import { z } from 'zod';
         loadConfig(z.object({ PORT: z.coerce.number().int() }), { PORT: 'x' });
         console.log('still running');`,
      ],
      { encoding: 'utf8', cwd: new URL('..', import.meta.url).pathname },
    );
    expect(result.status).toBe(1);
    expect(result.stderr.trim()).toMatch(/^Invalid configuration: PORT: /);
    expect(result.stdout).not.toContain('still running');
  });
});

describe('internalTokenOf', () => {
  const tokenSchema = z
    .object({ ...baseEnvShape, ...databaseEnvShape, ...queueEnvShape })
    .transform((config, ctx) => ({ ...config, INTERNAL_TOKEN: internalTokenOf(config, ctx) }));

  it('gives the development token and the local database and Redis outside production', () => {
    const config = loadConfig(tokenSchema, {});
    expect(config.INTERNAL_TOKEN).toBe(DEV_INTERNAL_TOKEN);
    expect(config.DATABASE_URL).toBe(databaseUrlDefault);
    expect(config).toMatchObject({ REDIS_URL: redisUrlDefault, QUEUE_PREFIX: 'bull' });
  });

  it('keeps a token that is set', () => {
    expect(loadConfig(tokenSchema, { INTERNAL_TOKEN: 'a-token-of-sixteen-chars' }).INTERNAL_TOKEN).toBe(
      'a-token-of-sixteen-chars',
    );
  });

  it('requires the token in production', () => {
    let lines: string[] = [];
    expect(() =>
      loadConfig(tokenSchema, { NODE_ENV: 'production' }, (errors) => {
        lines = errors;
        throw new Error('stopped');
      }),
    ).toThrow('stopped');
    expect(lines).toEqual(['Invalid configuration: INTERNAL_TOKEN: is required in production']);
  });
});

describe('secretsOf', () => {
  const secretSchema = z
    .object({ ...baseEnvShape, SMTP_URL: z.string().optional(), MAIL_FROM: z.string().optional() })
    .transform((config, ctx) => ({
      ...config,
      ...secretsOf(config, ctx, { SMTP_URL: 'smtp://dev', MAIL_FROM: 'dev@localhost' }),
    }));

  it('keeps the secrets that are set and gives the others their development default', () => {
    expect(loadConfig(secretSchema, { SMTP_URL: 'smtps://mail.example' })).toMatchObject({
      SMTP_URL: 'smtps://mail.example',
      MAIL_FROM: 'dev@localhost',
    });
  });

  it('reports every missing secret in production', () => {
    let lines: string[] = [];
    expect(() =>
      loadConfig(secretSchema, { NODE_ENV: 'production', INTERNAL_TOKEN: 'a-token-of-sixteen-chars' }, (errors) => {
        lines = errors;
        throw new Error('stopped');
      }),
    ).toThrow('stopped');
    expect(lines).toEqual([
      'Invalid configuration: SMTP_URL: is required in production',
      'Invalid configuration: MAIL_FROM: is required in production',
    ]);
  });
});
