import { adminOnly } from '@shop/platform';
import { HomepageLayoutSchema } from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { LayoutService } from './layout.service.js';

export const layoutRoutes: FastifyPluginAsyncZod<{ layout: LayoutService }> = async (app, { layout }) => {
  app.get('/api/layout', { schema: { response: { 200: HomepageLayoutSchema } } }, async (request) =>
    layout.get(request.role),
  );

  app.put(
    '/api/layout',
    { preHandler: adminOnly, schema: { body: HomepageLayoutSchema, response: { 200: HomepageLayoutSchema } } },
    async (request) => layout.put(request.body),
  );
};
