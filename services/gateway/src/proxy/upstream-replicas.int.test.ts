import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { gatewayEnvSchema } from '../config.js';
import { createDeps } from '../deps.js';

/** A stand-in catalog replica that says which one it is: real HTTP, so the gateway's pool is exercised. */
async function replica(name: string): Promise<{ url: string; server: Server }> {
  const server = createServer((request, response) => {
    request.resume();
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify({ replica: name, method: request.method }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

async function gatewayOver(catalogUrl: string, publicCache: 'on' | 'off' = 'off') {
  const deps = createDeps(
    gatewayEnvSchema.parse({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      CATALOG_URL: catalogUrl,
      // The proxy's own balancing is what these tests watch; the cache answers repeats itself.
      PUBLIC_CACHE: publicCache,
      QUEUE_PREFIX: `test-replicas-${Date.now()}-${publicCache}`,
      ADMIN_PASSWORD: 'whatever-password',
      RATE_LIMIT_NAMESPACE: `test:replicas:${Date.now()}:`,
    }),
  );
  const app = await buildApp(deps);
  return {
    app,
    close: async () => {
      await app.close();
      await deps.close();
    },
  };
}

describe('gateway over several replicas of a service', () => {
  it('reads the comma-separated list and spreads requests over every replica', async () => {
    const [one, two] = await Promise.all([replica('one'), replica('two')]);
    servers.push(one.server, two.server);
    const gateway = await gatewayOver(`${one.url}, ${two.url}`);
    const seen = new Set<string>();
    for (let i = 0; i < 20; i++) {
      const response = await gateway.app.inject({ method: 'GET', url: '/api/artworks' });
      expect(response.statusCode).toBe(200);
      seen.add(response.json<{ replica: string }>().replica);
    }
    await gateway.close();
    expect([...seen].sort()).toEqual(['one', 'two']);
  });

  it.each(['off', 'on'] as const)(
    'sends every read to a living replica when another one is gone (public cache %s)',
    async (publicCache) => {
      const living = await replica('living');
      servers.push(living.server);
      // Port 1 refuses connections: a replica that was killed.
      const gateway = await gatewayOver(`http://127.0.0.1:1,${living.url}`, publicCache);
      for (let i = 0; i < 20; i++) {
        const response = await gateway.app.inject({ method: 'GET', url: '/api/artworks' });
        expect(response.statusCode, response.body).toBe(200);
        expect(response.json()).toMatchObject({ replica: 'living' });
      }
      await gateway.close();
    },
  );

  it('refuses a list with a bad URL at start-up', () => {
    const parsed = gatewayEnvSchema.safeParse({ NODE_ENV: 'test', CATALOG_URL: 'http://127.0.0.1:4001,not a url' });
    expect(parsed.success).toBe(false);
  });
});
