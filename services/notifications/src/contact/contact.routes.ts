import { getContactMessage, listContactMessages, markContactMessage, sendContactMessage } from '@shop/contracts';
import { registerEndpoint } from '@shop/platform';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ContactService } from './contact.service.js';

export const contactRoutes: FastifyPluginAsyncZod<{ contact: ContactService }> = async (app, { contact }) => {
  registerEndpoint(app, sendContactMessage, async (request, reply) =>
    reply.code(201).send(await contact.submit(request.body)),
  );

  // The Inbox (curator). Senders' names and addresses: never kept by a shared cache.
  registerEndpoint(app, listContactMessages, async (request, reply) => {
    void reply.header('cache-control', 'private, no-store');
    return contact.list(request.query.limit, request.query.offset);
  });

  registerEndpoint(app, getContactMessage, async (request, reply) => {
    void reply.header('cache-control', 'private, no-store');
    return contact.get(request.params.id);
  });

  registerEndpoint(app, markContactMessage, async (request) => contact.setRead(request.params.id, request.body.isRead));
};
