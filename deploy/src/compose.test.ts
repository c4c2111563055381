import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { withoutEmptyValues } from '@shop/platform';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { SCHEMAS } from './service-schemas.js';

// There is no Docker engine here: these checks keep docker-compose.yml and the Dockerfiles from
// rotting silently.
const repoRoot = resolve(import.meta.dirname, '../..');

interface ComposeService {
  image?: string;
  build?: { context: string; dockerfile: string };
  ports?: string[];
  healthcheck?: { test: string[] };
  depends_on?: Record<string, { condition: string }>;
  environment?: Record<string, string | number>;
  volumes?: string[];
  labels?: Record<string, string>;
  command?: string[];
  container_name?: string;
}
interface ComposeFile {
  services: Record<string, ComposeService>;
  volumes: Record<string, unknown>;
}

const compose = parse(readFileSync(resolve(repoRoot, 'docker-compose.yml'), 'utf8'), { merge: true }) as ComposeFile;
const services = Object.entries(compose.services);
const longRunning = services.filter(([, service]) => service.labels?.['shop.one-shot'] !== 'true');
const built = services.filter(([, service]) => service.build);

/** What an operator's .env gives the required variables that are a choice rather than a secret. */
const REQUIRED_CHOICES: Record<string, string> = { PAYMENTS_PROVIDER: 'simulator' };

/** `${NAME:?message}` and `${NAME:-default}` as compose would expand them with a filled-in .env. */
function interpolate(value: string | number): string {
  return String(value).replace(
    /\$\{(\w+)(?::([?-])([^}]*))?\}/g,
    (_match, name: string, kind?: string, rest?: string) =>
      kind === '-'
        ? (rest ?? '')
        : (REQUIRED_CHOICES[name] ?? `${name.toLowerCase()}-value-long-enough-for-any-secret-0123456789`),
  );
}

describe('docker-compose.yml', () => {
  it('runs PostgreSQL, Redis, MinIO and every service', () => {
    expect(Object.keys(compose.services)).toEqual(
      expect.arrayContaining([
        'postgres',
        'redis',
        'minio',
        'gateway',
        'catalog',
        'orders',
        'payments',
        'ocr-worker',
        'notifications',
        'mailcatcher',
      ]),
    );
  });

  it.each(longRunning)('%s has a health check', (_name, service) => {
    expect(service.healthcheck?.test.length).toBeGreaterThan(0);
  });

  it('publishes no port but the gateway’s, and the mail inbox on this machine only', () => {
    const published = services.filter(([, service]) => (service.ports ?? []).length > 0).map(([name]) => name);
    expect(published.sort()).toEqual(['gateway', 'mailcatcher']);
    expect(compose.services.mailcatcher?.ports?.every((port) => port.startsWith('127.0.0.1:'))).toBe(true);
  });

  it('sends e-mail through SMTP_URL, to the mail catcher unless a real provider is set', () => {
    const environment = compose.services.notifications?.environment ?? {};
    expect(environment.SMTP_URL).toBe('${SMTP_URL:-smtp://mailcatcher:1025}');
    expect(compose.services.notifications?.depends_on).toHaveProperty('mailcatcher');
  });

  it.each(built)('%s builds from a Dockerfile that exists, multi-stage, as a non-root user', (_name, service) => {
    const build = service.build;
    expect(build).toBeDefined();
    if (!build) return;
    const context = resolve(repoRoot, build.context);
    const dockerfile = resolve(context, build.dockerfile);
    expect(existsSync(context)).toBe(true);
    expect(existsSync(dockerfile)).toBe(true);
    const text = readFileSync(dockerfile, 'utf8');
    expect(text.match(/^FROM /gm)?.length).toBeGreaterThanOrEqual(2);
    expect(text).toMatch(/^USER (?!root)\w+/m);
    expect(text).toMatch(/^HEALTHCHECK /m);
  });

  it.each(built)('%s builds and runs on Node 24 LTS, the runtime the run and test commands use', (_name, service) => {
    const build = service.build;
    if (!build) throw new Error('no build');
    const text = readFileSync(resolve(repoRoot, build.context, build.dockerfile), 'utf8');
    const bases = [...text.matchAll(/^FROM (\S+)/gm)].map((match) => match[1]);
    expect(bases.length).toBeGreaterThan(0);
    for (const base of bases) expect(base).toMatch(/^node:24[.-]/);
  });

  it.each(built)('%s waits for what it depends on to be healthy', (_name, service) => {
    const conditions = Object.values(service.depends_on ?? {}).map((d) => d.condition);
    expect(conditions.length).toBeGreaterThan(0);
    for (const condition of conditions)
      expect(['service_healthy', 'service_completed_successfully']).toContain(condition);
  });

  it.each(built)('%s gets an environment its own config schema accepts in production', (name, service) => {
    const schema = SCHEMAS[name];
    expect(schema, `no config schema known for ${name}`).toBeDefined();
    const env = Object.fromEntries(
      Object.entries(service.environment ?? {}).map(([key, value]) => [key, interpolate(value)]),
    );
    const result = schema?.safeParse(withoutEmptyValues(env));
    expect(result?.success, JSON.stringify(result?.error?.issues)).toBe(true);
    expect(env.NODE_ENV).toBe('production');
  });

  it('keeps data in named volumes, and Redis append-only', () => {
    for (const [name, mount] of [
      ['postgres', 'postgres-data'],
      ['redis', 'redis-data'],
      ['minio', 'minio-data'],
    ] as const) {
      expect(compose.volumes).toHaveProperty(mount);
      expect(compose.services[name]?.volumes?.some((v) => v.startsWith(`${mount}:`))).toBe(true);
    }
    expect(compose.services.redis?.command?.join(' ')).toContain('--appendonly yes');
  });

  it('lets the OCR worker scale: no fixed name, no published port', () => {
    const worker = compose.services['ocr-worker'];
    expect(worker?.container_name).toBeUndefined();
    expect(worker?.ports).toBeUndefined();
  });

  it('runs the OCR worker on jemalloc, installed and linked where LD_PRELOAD names it (docs/ocr.md, "Memory")', () => {
    const dockerfile = readFileSync(resolve(repoRoot, 'services/ocr-worker/Dockerfile'), 'utf8');
    const runtime = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '));
    const preload = /^ENV LD_PRELOAD=(\S+)$/m.exec(runtime)?.[1];
    expect(preload).toBe('/usr/local/lib/libjemalloc.so.2');
    expect(runtime).toMatch(/apt-get install -y --no-install-recommends libjemalloc2/);
    expect(runtime).toContain(`ln -s "/usr/lib/$(uname -m)-linux-gnu/libjemalloc.so.2" ${preload}`);
    expect(runtime).toMatch(/^ENV MALLOC_CONF=\S+$/m);
  });

  it('creates the bucket at start', () => {
    const init = Object.values(compose.services).find((s) => s.labels?.['shop.one-shot'] === 'true');
    expect(JSON.stringify(init)).toContain('mc mb --ignore-existing');
  });
});
