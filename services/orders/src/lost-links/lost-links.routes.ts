import {
  AdminResendLinksResultSchema,
  OrderParamsSchema,
  RESEND_LINKS_ACCEPTED_MESSAGE,
  RESEND_LINKS_ROUTE,
  ResendLinksAcceptedSchema,
  ResendLinksBodySchema,
} from '@shop/contracts';
import { adminOnly } from '@shop/platform';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { LostLinksService } from './lost-links.service.js';

export const lostLinksRoutes: FastifyPluginAsyncZod<{ lostLinks: LostLinksService }> = async (app, { lostLinks }) => {
  app.post(
    RESEND_LINKS_ROUTE,
    { schema: { body: ResendLinksBodySchema, response: { 202: ResendLinksAcceptedSchema } } },
    async (request, reply) => {
      await lostLinks.requestResend(request.body);
      return reply.code(202).send({ message: RESEND_LINKS_ACCEPTED_MESSAGE });
    },
  );

  app.post(
    '/api/orders/:id/resend-links',
    { onRequest: adminOnly, schema: { params: OrderParamsSchema, response: { 202: AdminResendLinksResultSchema } } },
    async (request, reply) => reply.code(202).send(await lostLinks.resendForOrder(request.params.id)),
  );
};
