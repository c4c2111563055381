import { adminOnly } from '@shop/platform';
import {
  CommissionDetailSchema,
  CommissionFileParamsSchema,
  CommissionListSchema,
  CommissionParamsSchema,
  ListCommissionsQuerySchema,
} from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AdminCommissionService } from './admin-commissions.service.js';
import type { MultipartPart } from './commission-uploads.js';

// `onRequest`: the curator check runs before any body is read, so a signed-out caller gets 401
// before a single uploaded byte is looked at.
export const adminCommissionRoutes: FastifyPluginAsyncZod<{ adminCommissions: AdminCommissionService }> = async (
  app,
  { adminCommissions },
) => {
  app.get(
    '/api/commissions',
    {
      onRequest: adminOnly,
      schema: { querystring: ListCommissionsQuerySchema, response: { 200: CommissionListSchema } },
    },
    async (request, reply) => {
      // Buyers' names and e-mails: never kept by a shared cache.
      void reply.header('cache-control', 'private, no-store');
      return adminCommissions.list(request.query);
    },
  );

  app.get(
    '/api/commissions/:id',
    { onRequest: adminOnly, schema: { params: CommissionParamsSchema, response: { 200: CommissionDetailSchema } } },
    async (request, reply) => {
      void reply.header('cache-control', 'private, no-store');
      return adminCommissions.get(request.params.id);
    },
  );

  app.post(
    '/api/commissions/:id/files',
    { onRequest: adminOnly, schema: { params: CommissionParamsSchema, response: { 201: CommissionDetailSchema } } },
    async (request, reply) => {
      const commission = await adminCommissions.addFiles(
        request.params.id,
        request.parts() as AsyncIterable<MultipartPart>,
      );
      return reply.code(201).send(commission);
    },
  );

  app.delete(
    '/api/commissions/:id/files/:fileId',
    { onRequest: adminOnly, schema: { params: CommissionFileParamsSchema } },
    async (request, reply) => {
      await adminCommissions.removeFile(request.params.id, request.params.fileId);
      return reply.code(204).send();
    },
  );

  app.post(
    '/api/commissions/:id/deliver',
    { onRequest: adminOnly, schema: { params: CommissionParamsSchema, response: { 200: CommissionDetailSchema } } },
    async (request) => adminCommissions.deliver(request.params.id),
  );
};
