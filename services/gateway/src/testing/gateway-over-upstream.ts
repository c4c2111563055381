import { once } from 'node:events';
import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../app.js';
import { gatewayEnvSchema } from '../config.js';
import { createDeps, type GatewayDeps } from '../deps.js';

/** A stand-in service on a free loopback port: whatever `listener` answers. */
export async function startUpstream(listener: RequestListener): Promise<{ server: Server; url: string }> {
  const server = createServer(listener);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

export interface TestGateway {
  deps: GatewayDeps;
  app: Awaited<ReturnType<typeof buildApp>>;
  close(): Promise<void>;
}

/**
 * A gateway built as main.ts builds it, from `env` over the test defaults (silent logs, a known
 * admin password), its Redis connection open before the first request.
 */
export async function buildTestGateway(env: Record<string, string>): Promise<TestGateway> {
  const deps = createDeps(
    gatewayEnvSchema.parse({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ADMIN_PASSWORD: 'whatever-password', ...env }),
  );
  if (deps.redis.status !== 'ready') await once(deps.redis, 'ready');
  const app = await buildApp(deps);
  return {
    deps,
    app,
    async close() {
      await app.close();
      await deps.close();
    },
  };
}
