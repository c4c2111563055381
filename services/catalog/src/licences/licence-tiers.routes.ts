import { listLicenceTiers, saveLicenceTiers } from '@shop/contracts';
import { registerEndpoint } from '@shop/platform';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { LicenceTierService } from './licence-tiers.service.js';

export const licenceTierRoutes: FastifyPluginAsyncZod<{ licences: LicenceTierService }> = async (app, { licences }) => {
  registerEndpoint(app, listLicenceTiers, async (_request, reply) => {
    // Changes when the artist saves: a cache must ask again.
    reply.header('cache-control', 'no-cache');
    return licences.list();
  });
  registerEndpoint(app, saveLicenceTiers, async (request) => licences.save(request.body));
};
