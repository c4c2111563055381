import {
  deleteCommissionFile,
  deliverCommission,
  getCommission,
  listCommissions,
  uploadCommissionFiles,
} from '@shop/contracts';
import { registerEndpoint } from '@shop/platform';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AdminCommissionService } from './admin-commissions.service.js';
import type { MultipartPart } from './commission-uploads.js';

// Curator endpoints: registerEndpoint checks the session on request, so a signed-out caller gets
// 401 before a single uploaded byte is looked at.
export const adminCommissionRoutes: FastifyPluginAsyncZod<{ adminCommissions: AdminCommissionService }> = async (
  app,
  { adminCommissions },
) => {
  registerEndpoint(app, listCommissions, async (request, reply) => {
    // Buyers' names and e-mails: never kept by a shared cache.
    void reply.header('cache-control', 'private, no-store');
    return adminCommissions.list(request.query);
  });

  registerEndpoint(app, getCommission, async (request, reply) => {
    void reply.header('cache-control', 'private, no-store');
    return adminCommissions.get(request.params.id);
  });

  registerEndpoint(app, uploadCommissionFiles, async (request, reply) => {
    const commission = await adminCommissions.addFiles(
      request.params.id,
      request.parts() as AsyncIterable<MultipartPart>,
    );
    return reply.code(201).send(commission);
  });

  registerEndpoint(app, deleteCommissionFile, async (request, reply) => {
    await adminCommissions.removeFile(request.params.id, request.params.fileId);
    return reply.code(204).send();
  });

  registerEndpoint(app, deliverCommission, async (request) => adminCommissions.deliver(request.params.id));
};
