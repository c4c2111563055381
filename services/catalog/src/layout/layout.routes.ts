import { getLayout, saveLayout } from '@shop/contracts';
import { registerEndpoint } from '@shop/platform';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { LayoutService } from './layout.service.js';

export const layoutRoutes: FastifyPluginAsyncZod<{ layout: LayoutService }> = async (app, { layout }) => {
  registerEndpoint(app, getLayout, async (request) => layout.get(request.role));
  registerEndpoint(app, saveLayout, async (request) => layout.put(request.body));
};
