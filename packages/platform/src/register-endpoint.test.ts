import { defineEndpoint, errorAnswer, INTERNAL_HEADERS } from '@shop/contracts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { pino } from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { registerEndpoint } from './register-endpoint.js';
import { createServer, type AppInstance } from './server.js';

const Thing = z.object({ id: z.string(), size: z.number() });
const renameThing = defineEndpoint({
  operationId: 'renameThing',
  method: 'PATCH',
  path: '/api/things/:id',
  upstream: 'catalog',
  access: 'curator',
  summary: 'Rename a thing',
  params: z.object({ id: z.string().max(4) }),
  body: z.object({ size: z.number().int() }),
  responses: { 200: { description: 'The thing', schema: Thing }, 404: errorAnswer('Unknown thing') },
});
const listThings = defineEndpoint({
  operationId: 'listThings',
  method: 'GET',
  path: '/api/things',
  upstream: 'catalog',
  access: 'public',
  summary: 'Things',
  query: z.object({ limit: z.coerce.number().int().max(10).optional() }),
  responses: { 200: { description: 'Things', schema: z.array(Thing) } },
});

const TOKEN = 'test-internal-token-0123456789';
const asPublic = { [INTERNAL_HEADERS.token]: TOKEN };
const asCurator = { ...asPublic, [INTERNAL_HEADERS.role]: 'admin' };

let app: AppInstance | undefined;
afterEach(async () => app?.close());

async function appWith(register: (app: Parameters<typeof registerEndpoint>[0]) => void) {
  app = createServer({ service: 'test', logger: pino({ level: 'silent' }), internalToken: TOKEN });
  register(app.withTypeProvider<ZodTypeProvider>());
  await app.ready();
  return app;
}

describe('registerEndpoint', () => {
  it('registers the declared method and path, validates params and body, serializes the 2xx answer', async () => {
    const server = await appWith((zodApp) =>
      registerEndpoint(zodApp, renameThing, async (request) => ({
        id: request.params.id,
        size: request.body.size,
        secret: 'dropped by the response schema',
      })),
    );
    const admin = asCurator;
    const ok = await server.inject({ method: 'PATCH', url: '/api/things/ab', headers: admin, payload: { size: 3 } });
    expect([ok.statusCode, ok.json()]).toEqual([200, { id: 'ab', size: 3 }]);
    const badBody = await server.inject({ method: 'PATCH', url: '/api/things/ab', headers: admin, payload: {} });
    expect(badBody.statusCode).toBe(400);
    const badParam = await server.inject({
      method: 'PATCH',
      url: '/api/things/abcdef',
      headers: admin,
      payload: { size: 1 },
    });
    expect(badParam.statusCode).toBe(400);
  });

  it('checks the curator session of a curator endpoint before the body is validated', async () => {
    const server = await appWith((zodApp) => registerEndpoint(zodApp, renameThing, async () => ({ id: 'x', size: 1 })));
    const answer = await server.inject({
      method: 'PATCH',
      url: '/api/things/ab',
      headers: asPublic,
      payload: { size: 'not a number' },
    });
    expect(answer.statusCode).toBe(401);
  });

  it('types and coerces the query, and leaves a preserialized answer as the handler sent it', async () => {
    const server = await appWith((zodApp) =>
      registerEndpoint(
        zodApp,
        listThings,
        async (request, reply) => reply.type('application/json').send(`[{"limit":${request.query.limit ?? 0}}]`),
        { preserialized: true },
      ),
    );
    const answer = await server.inject({ method: 'GET', url: '/api/things?limit=7', headers: asPublic });
    expect(answer.body).toBe('[{"limit":7}]');
    expect((await server.inject({ method: 'GET', url: '/api/things?limit=70', headers: asPublic })).statusCode).toBe(
      400,
    );
  });
});
