import { getAboutPage, getStorePolicy, listStorePolicies, saveAboutPage, saveStorePolicy } from '@shop/contracts';
import { registerEndpoint } from '@shop/platform';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { StorePolicyService } from './store-policies.service.js';

export const storePolicyRoutes: FastifyPluginAsyncZod<{ policies: StorePolicyService }> = async (app, { policies }) => {
  // Public reads that change when the artist saves: a cache must ask again.
  registerEndpoint(app, listStorePolicies, async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return policies.list();
  });
  registerEndpoint(app, getStorePolicy, async (request, reply) => {
    reply.header('cache-control', 'no-cache');
    return policies.get(request.params.slug);
  });
  registerEndpoint(app, saveStorePolicy, async (request) => policies.save(request.params.slug, request.body.markdown));
  registerEndpoint(app, getAboutPage, async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return policies.aboutPage();
  });
  registerEndpoint(app, saveAboutPage, async (request) => policies.saveAboutPage(request.body.markdown));
};
