import { listPackRules, resetPackRule, savePackRule } from '@shop/contracts';
import { registerEndpoint } from '@shop/platform';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PackRuleService } from './pack-rules.service.js';

/** The curator's rule per pack (the session is checked by registerEndpoint). */
export const packRuleRoutes: FastifyPluginAsyncZod<{ packRules: PackRuleService }> = async (app, { packRules }) => {
  registerEndpoint(app, listPackRules, async () => packRules.list());
  registerEndpoint(app, savePackRule, async (request) => packRules.save(request.params.packageId, request.body));
  registerEndpoint(app, resetPackRule, async (request) => packRules.reset(request.params.packageId));
};
