import { RESEND_LINKS_ACCEPTED_MESSAGE, resendLinks, resendOrderLinks } from '@shop/contracts';
import { registerEndpoint } from '@shop/platform';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { LostLinksService } from './lost-links.service.js';

export const lostLinksRoutes: FastifyPluginAsyncZod<{ lostLinks: LostLinksService }> = async (app, { lostLinks }) => {
  registerEndpoint(app, resendLinks, async (request, reply) => {
    await lostLinks.requestResend(request.body);
    return reply.code(202).send({ message: RESEND_LINKS_ACCEPTED_MESSAGE });
  });

  registerEndpoint(app, resendOrderLinks, async (request, reply) =>
    reply.code(202).send(await lostLinks.resendForOrder(request.params.id)),
  );
};
