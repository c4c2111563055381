import { API_ROUTES, type ApiRoute } from '@shop/contracts';
import { z } from 'zod';

type JsonSchema = Record<string, unknown>;

function toSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  return rest;
}

const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

function operation(route: ApiRoute): JsonSchema {
  const parameters: JsonSchema[] = [...route.path.matchAll(/:(\w+)/g)].map(([, name]) => ({
    name,
    in: 'path',
    required: true,
    schema: { type: 'string' },
  }));
  if (route.query) {
    const query = toSchema(route.query, 'input') as { properties?: Record<string, JsonSchema>; required?: string[] };
    for (const [name, schema] of Object.entries(query.properties ?? {})) {
      parameters.push({ name, in: 'query', required: query.required?.includes(name) ?? false, schema });
    }
  }
  // A multipart body is its text fields (the route's schema) plus the file part (`artwork` unless named).
  const fileField = route.fileField ?? 'artwork';
  const multipartSchema = (fields: z.ZodType | undefined) => {
    const text = (fields ? toSchema(fields, 'input') : {}) as {
      properties?: Record<string, JsonSchema>;
      required?: string[];
    };
    return {
      type: 'object',
      required: [fileField, ...(text.required ?? [])],
      properties: { [fileField]: { type: 'string', format: 'binary' }, ...text.properties },
    };
  };
  const body =
    route.bodyKind === 'multipart'
      ? {
          required: true,
          content: {
            'multipart/form-data': {
              schema: multipartSchema(route.body),
            },
          },
        }
      : route.body
        ? { required: true, content: { 'application/json': { schema: toSchema(route.body, 'input') } } }
        : undefined;
  const responses = Object.fromEntries(
    Object.entries(route.responses).map(([status, response]) => [
      status,
      {
        description: response.description,
        ...(response.schema
          ? { content: { 'application/json': { schema: toSchema(response.schema, 'output') } } }
          : response.contentType
            ? { content: { [response.contentType]: { schema: { type: 'string', format: 'binary' } } } }
            : {}),
      },
    ]),
  );
  return {
    summary: route.summary,
    description: `Who: ${route.audience}. Served by the ${route.service} service.`,
    tags: [route.service],
    ...(parameters.length ? { parameters } : {}),
    ...(body ? { requestBody: body } : {}),
    responses,
  };
}

/** The OpenAPI document of the HTTP contract, generated from packages/contracts. */
export function buildOpenApiDocument(): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const route of API_ROUTES) {
    const path = openApiPath(route.path);
    paths[path] ??= {};
    paths[path][route.method.toLowerCase()] = operation(route);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Algorithmic Art Gallery API',
      version: '1.0.0',
      description:
        'Errors are JSON {error, message}. Admin routes need the session cookie set by POST /api/auth/login.',
    },
    servers: [{ url: '/' }],
    paths,
  };
}
