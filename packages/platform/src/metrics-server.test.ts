import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMetrics } from './metrics.js';
import { startMetricsServer, type MetricsServer } from './metrics-server.js';

describe('the metrics port', () => {
  const metrics = createMetrics('gateway');
  let server: MetricsServer;
  let base: string;

  beforeAll(async () => {
    server = await startMetricsServer({
      registry: metrics.registry,
      port: 0,
      host: '127.0.0.1',
      logger: pino({ level: 'silent' }),
    });
    base = `http://127.0.0.1:${server.port}`;
  });

  afterAll(async () => {
    await server.close();
  });

  it('serves the service’s Prometheus text at /metrics', async () => {
    metrics.httpDuration.observe({ method: 'POST', route: '/api/auth/login', status_code: '200' }, 0.01);
    const answer = await fetch(`${base}/metrics`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await answer.text()).toMatch(/shop_http_request_duration_seconds_count\{[^}]*service="gateway"/);
  });

  it('serves nothing else', async () => {
    for (const path of ['/', '/healthz', '/api/artworks', '/metrics/x']) {
      expect((await fetch(`${base}${path}`)).status, path).toBe(404);
    }
    expect((await fetch(`${base}/metrics`, { method: 'POST' })).status).toBe(404);
  });
});
