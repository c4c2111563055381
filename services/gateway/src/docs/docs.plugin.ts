import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import type { OpenAPIV3 } from 'openapi-types';
import { buildOpenApiDocument } from './openapi-document.js';

/** Swagger UI at /docs and the document at /docs/json, from the contracts' route list. */
export async function registerDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    mode: 'static',
    specification: { document: buildOpenApiDocument() as unknown as OpenAPIV3.Document },
  });
  await app.register(swaggerUi, { routePrefix: '/docs', staticCSP: true });
}
