import { defineEndpoint, errorAnswer } from '@shop/contracts';
import { gzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, expect, it } from 'vitest';
import { z } from 'zod';
import { checkAnswersAgainstContracts, takeContractViolations } from './recorder.js';

const getThing = defineEndpoint({
  operationId: 'getThing',
  method: 'GET',
  path: '/api/things/:id',
  upstream: 'catalog',
  access: 'public',
  summary: 'A thing',
  params: z.object({ id: z.string() }),
  responses: {
    200: { description: 'The thing', schema: z.object({ id: z.string() }) },
    404: errorAnswer('Unknown thing'),
  },
});

const app = Fastify();
app.get('/api/things/:id', async (request, reply) => {
  const { id } = request.params as { id: string };
  if (id === 'gone') return reply.code(410).send({ error: 'gone', message: 'Gone' });
  if (id === 'zipped') {
    return reply
      .type('application/json')
      .header('content-encoding', 'gzip')
      .send(gzipSync(JSON.stringify({ id })));
  }
  return { id, subtotal: 1 };
});
app.get('/metrics', async () => 'not declared');
afterAll(() => app.close());

it('records the answers a ready server gives that their declaration does not allow, and nothing else', async () => {
  await app.ready();
  const checked = checkAnswersAgainstContracts(app, [getThing]);
  expect((await checked.inject({ method: 'GET', url: '/api/things/a' })).json()).toEqual({ id: 'a', subtotal: 1 });
  await checked.inject({ method: 'GET', url: '/api/things/gone' });
  await checked.inject({ method: 'GET', url: '/metrics' });
  await checked.inject({ method: 'GET', url: '/api/things/zipped' });
  const violations = takeContractViolations();
  expect(violations).toHaveLength(2);
  expect(violations[0]).toMatch(/^GET \/api\/things\/a → 200 \(getThing\): body .*subtotal/);
  expect(violations[1]).toBe(
    'GET /api/things/gone → 410 (getThing): status 410 is not declared (declared: 200, 400, 404, 503)',
  );
  expect(takeContractViolations()).toEqual([]);
});
