import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { gatewayEnvSchema } from '../config.js';
import { createDeps, type GatewayDeps } from '../deps.js';

// /metrics (every route's request counts, admin sign-ins included, memory, CPU, the Node
// version) is served on METRICS_PORT for the operator, never on the shop's public port.

let dist: string;
let deps: GatewayDeps;
let app: Awaited<ReturnType<typeof buildApp>>;

beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), 'gateway-metrics-'));
  await writeFile(
    join(dist, 'index.html'),
    '<!doctype html><html><head><title>Shop</title></head><body></body></html>',
  );
  deps = createDeps(
    gatewayEnvSchema.parse({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      ADMIN_PASSWORD: 'whatever-password',
      WEB_DIST: dist,
    }),
  );
  app = await buildApp(deps);
});

afterAll(async () => {
  await app.close();
  await deps.close();
  await rm(dist, { recursive: true, force: true });
});

describe('the gateway’s metrics on the shop’s port', () => {
  it.each(['/metrics', '/metrics/', '/metrics?format=text'])(
    'GET %s is a JSON 404, not the metrics nor the web app',
    async (url) => {
      const answer = await app.inject({ method: 'GET', url });
      expect(answer.statusCode).toBe(404);
      expect(answer.headers['content-type']).toMatch(/^application\/json/);
      expect(answer.json()).toMatchObject({ error: 'not_found' });
      expect(answer.body).not.toContain('shop_');
    },
  );

  it('still counts every request for the operator’s port', async () => {
    await app.inject({ method: 'GET', url: '/healthz' });
    expect(await app.metrics.registry.metrics()).toMatch(
      /shop_http_request_duration_seconds_count\{[^}]*route="\/healthz"/,
    );
  });
});

describe('METRICS_PORT', () => {
  it('defaults to 9464 and must differ from PORT', () => {
    expect(gatewayEnvSchema.parse({ NODE_ENV: 'test' }).METRICS_PORT).toBe(9464);
    expect(gatewayEnvSchema.safeParse({ NODE_ENV: 'test', PORT: '9000', METRICS_PORT: '9000' }).success).toBe(false);
  });
});
