import { replyToContactMessage, resendContactReply } from '@shop/contracts';
import { registerEndpoint } from '@shop/platform';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ContactReplyService } from './contact-replies.service.js';

/** The Inbox's Reply and "Send again" (curator). */
export const contactReplyRoutes: FastifyPluginAsyncZod<{ contactReplies: ContactReplyService }> = async (
  app,
  { contactReplies },
) => {
  registerEndpoint(app, replyToContactMessage, async (request, reply) =>
    reply.code(201).send(await contactReplies.reply(request.params.id, request.body)),
  );

  registerEndpoint(app, resendContactReply, async (request) =>
    contactReplies.resend(request.params.id, request.params.replyId),
  );
};
