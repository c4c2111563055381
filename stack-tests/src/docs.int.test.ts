import { API_ROUTES } from '@shop/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from './harness/stack.js';

const OPERATIONAL = /^\/(healthz|readyz|metrics|internal\/)/;

// Both describes only read (the document, the routes, the dashboard behind its sign-in): one stack
// serves them, instead of starting the four services twice.
let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack?.close();
});

describe('OpenAPI documentation', () => {
  it('serves Swagger UI at /docs and the document at /docs/json', async () => {
    const ui = await stack.gateway.inject({ method: 'GET', url: '/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toContain('text/html');
    const document = (await stack.gateway.inject({ method: 'GET', url: '/docs/json' })).json<{
      paths: Record<string, Record<string, unknown>>;
    }>();
    for (const route of API_ROUTES) {
      const path = route.path.replace(/:(\w+)/g, '{$1}');
      expect(document.paths[path]?.[route.method.toLowerCase()], `${route.method} ${route.path}`).toBeDefined();
    }
  });

  it('documents exactly the routes the services register', () => {
    // notifications runs as a built process in stacks (not in this process); its routes are
    // checked through the gateway by contact-inbox.int.test.ts.
    const documented = new Set(
      API_ROUTES.filter((r) => r.service !== 'gateway' && r.service !== 'notifications').map(
        (r) => `${r.method} ${r.path}`,
      ),
    );
    const registered = new Set(
      Object.values(stack.services)
        .flatMap((app) => app.registeredRoutes)
        .filter((route) => !OPERATIONAL.test(route.url))
        .map((route) => `${route.method} ${route.url}`),
    );
    expect([...registered].sort()).toEqual([...documented].sort());
  });

  it('documents the gateway’s own routes', () => {
    const own = new Set(stack.gateway.registeredRoutes.map((route) => `${route.method} ${route.url}`));
    for (const route of API_ROUTES.filter((r) => r.service === 'gateway')) {
      expect(own.has(`${route.method} ${route.path}`), `${route.method} ${route.path}`).toBe(true);
    }
  });
});

describe('queue dashboard', () => {
  it('is closed to anyone without the curator session', async () => {
    const response = await stack.gateway.inject({ method: 'GET', url: '/admin/queues' });
    expect(response.statusCode).toBe(401);
    const api = await stack.gateway.inject({ method: 'GET', url: '/admin/queues/api/queues' });
    expect(api.statusCode).toBe(401);
  });

  it('shows the OCR queues to the curator', async () => {
    const { TEST_ADMIN_PASSWORD } = await import('./harness/stack.js');
    const login = await stack.gateway.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { password: TEST_ADMIN_PASSWORD },
      remoteAddress: `10.99.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
    });
    const cookie = login.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    const page = await stack.gateway.inject({ method: 'GET', url: '/admin/queues', headers: { cookie } });
    expect(page.statusCode).toBe(200);
    const api = await stack.gateway.inject({ method: 'GET', url: '/admin/queues/api/queues', headers: { cookie } });
    expect(api.statusCode).toBe(200);
    const { queues } = api.json<{ queues: { name: string }[] }>();
    const names = queues.map((q) => q.name).sort();
    expect(names).toEqual(['ocr', 'ocr-bulk', 'ocr-results']);
  });
});
