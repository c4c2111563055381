import {
  ContactAcceptedSchema,
  ContactBodySchema,
  ContactMessageListSchema,
  ContactMessageParamsSchema,
  ContactMessageSchema,
  ListContactMessagesQuerySchema,
  MarkContactMessageBodySchema,
} from '@shop/contracts';
import { adminOnly } from '@shop/platform';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ContactService } from './contact.service.js';

export const contactRoutes: FastifyPluginAsyncZod<{ contact: ContactService }> = async (app, { contact }) => {
  app.post(
    '/api/contact',
    { schema: { body: ContactBodySchema, response: { 201: ContactAcceptedSchema } } },
    async (request, reply) => reply.code(201).send(await contact.submit(request.body)),
  );

  // The Inbox (admin). Senders' names and addresses: never kept by a shared cache.
  app.get(
    '/api/contact-messages',
    {
      onRequest: adminOnly,
      schema: { querystring: ListContactMessagesQuerySchema, response: { 200: ContactMessageListSchema } },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'private, no-store');
      return contact.list(request.query.limit, request.query.offset);
    },
  );

  app.get(
    '/api/contact-messages/:id',
    { onRequest: adminOnly, schema: { params: ContactMessageParamsSchema, response: { 200: ContactMessageSchema } } },
    async (request, reply) => {
      void reply.header('cache-control', 'private, no-store');
      return contact.get(request.params.id);
    },
  );

  app.patch(
    '/api/contact-messages/:id',
    {
      onRequest: adminOnly,
      schema: {
        params: ContactMessageParamsSchema,
        body: MarkContactMessageBodySchema,
        response: { 200: ContactMessageSchema },
      },
    },
    async (request) => contact.setRead(request.params.id, request.body.isRead),
  );
};
