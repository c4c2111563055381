import { describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { gatewayEnvSchema } from '../config.js';
import { createDeps } from '../deps.js';

describe('gateway routing without its services', () => {
  it('answers 503 when a service is down', async () => {
    const deps = createDeps(
      gatewayEnvSchema.parse({
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        ORDERS_URL: 'http://127.0.0.1:1',
        ADMIN_PASSWORD: 'whatever-password',
      }),
    );
    const app = await buildApp(deps);
    const response = await app.inject({ method: 'GET', url: '/api/orders/abc' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ error: 'dependency_unavailable' });
    await app.close();
    await deps.close();
  });
});
