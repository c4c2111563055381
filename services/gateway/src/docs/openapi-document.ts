import {
  answersOf,
  CHECKOUT_COOKIE,
  EVENTS,
  INTERNAL_HEADERS,
  PUBLIC_ENDPOINTS,
  SESSION_COOKIE,
  type Endpoint,
  type EndpointAccess,
  type EventContract,
} from '@shop/contracts';
import { z } from 'zod';
import {
  createDocument,
  type oas31,
  type ZodOpenApiObject,
  type ZodOpenApiOperationObject,
  type ZodOpenApiPathsObject,
  type ZodOpenApiResponsesObject,
} from 'zod-openapi';

/** Who may call, as OpenAPI security: `{}` in a list means "or without credentials". */
const SECURITY: Record<EndpointAccess, Record<string, string[]>[]> = {
  public: [],
  'public-or-curator': [{}, { curatorSession: [] }],
  checkout: [{}, { checkoutCookie: [] }],
  curator: [{ curatorSession: [] }],
  internal: [{ internalToken: [] }],
};

const AUDIENCE: Record<EndpointAccess, string> = {
  public: 'anyone',
  'public-or-curator': 'anyone; the curator also sees work that is not approved',
  checkout: 'anyone; the `shop_checkout` cookie of the checkout that paid proves the buyer',
  curator: 'the curator (session cookie)',
  internal: 'services holding the internal token',
};

const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');
const binary = { type: 'string', format: 'binary' } as const;

function objectSchema(schema: z.ZodType | undefined, what: string): z.ZodObject | undefined {
  if (schema === undefined) return undefined;
  if (schema instanceof z.ZodObject) return schema;
  throw new Error(`${what} must be a zod object to be documented as parameters`);
}

function requestBody(endpoint: Endpoint): ZodOpenApiOperationObject['requestBody'] {
  if (endpoint.bodyKind === 'multipart') {
    const fileField = endpoint.fileField ?? 'artwork';
    // The text fields are the declared body; the file part is sent beside them.
    const fields = objectSchema(endpoint.body, `${endpoint.operationId} body`) ?? z.object({});
    const schema = fields.extend({ [fileField]: z.string().meta({ format: 'binary' }) });
    return { required: true, content: { 'multipart/form-data': { schema } } };
  }
  if (!endpoint.body) return undefined;
  return { required: true, content: { 'application/json': { schema: endpoint.body } } };
}

function responses(endpoint: Endpoint): ZodOpenApiResponsesObject {
  return Object.fromEntries(
    Object.entries(answersOf(endpoint)).map(([status, answer]) => {
      const content = {
        ...(answer.schema ? { 'application/json': { schema: answer.schema } } : {}),
        ...Object.fromEntries((answer.contentTypes ?? []).map((type) => [type, { schema: binary }])),
      };
      return [status, { description: answer.description, ...(Object.keys(content).length ? { content } : {}) }];
    }),
  );
}

function operation(endpoint: Endpoint): ZodOpenApiOperationObject {
  const path = objectSchema(endpoint.params, `${endpoint.operationId} params`);
  const query = objectSchema(endpoint.query, `${endpoint.operationId} query`);
  const body = requestBody(endpoint);
  return {
    operationId: endpoint.operationId,
    summary: endpoint.summary,
    description: `Who: ${AUDIENCE[endpoint.access]}. Served by the ${endpoint.upstream} service.`,
    tags: [endpoint.upstream],
    security: SECURITY[endpoint.access],
    ...(path || query ? { requestParams: { ...(path ? { path } : {}), ...(query ? { query } : {}) } } : {}),
    ...(body ? { requestBody: body } : {}),
    responses: responses(endpoint),
  };
}

const SECURITY_SCHEMES: Record<string, oas31.SecuritySchemeObject> = {
  curatorSession: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE, description: 'The curator session' },
  checkoutCookie: {
    type: 'apiKey',
    in: 'cookie',
    name: CHECKOUT_COOKIE,
    description: 'Set by POST /paypal/order for the checkout that created the payment order',
  },
  internalToken: { type: 'apiKey', in: 'header', name: INTERNAL_HEADERS.token, description: 'Service to service' },
};

/** Only the schemes some operation names: an unused one would be noise. */
function securitySchemesOf(endpoints: readonly Endpoint[]) {
  const used = new Set(endpoints.flatMap((endpoint) => SECURITY[endpoint.access].flatMap((r) => Object.keys(r))));
  return Object.fromEntries(Object.entries(SECURITY_SCHEMES).filter(([name]) => used.has(name)));
}

/**
 * The BullMQ jobs the services send each other, from their declarations: not HTTP, so
 * an `x-events` extension beside the paths, each with its queue, job name and payload's JSON Schema.
 */
function eventsOf(events: readonly EventContract[]) {
  return events.map((event) => ({
    ...(event.type ? { type: event.type } : {}),
    queue: event.queue,
    job: event.job,
    summary: event.summary,
    publisher: event.publisher,
    consumers: event.consumers,
    payload: z.toJSONSchema(event.payload, { io: 'input', unrepresentable: 'throw' }),
  }));
}

/** The OpenAPI document of the HTTP contract, generated from the endpoint declarations. */
export function buildOpenApiDocument(endpoints: readonly Endpoint[] = PUBLIC_ENDPOINTS): oas31.OpenAPIObject {
  const paths: ZodOpenApiPathsObject = {};
  for (const endpoint of endpoints) {
    const item = (paths[openApiPath(endpoint.path)] ??= {});
    item[endpoint.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete'] = operation(endpoint);
  }
  const upstreams = [...new Set(endpoints.map((endpoint) => endpoint.upstream))];
  const document: ZodOpenApiObject = {
    openapi: '3.1.0',
    info: {
      title: 'Algorithmic Art Gallery API',
      version: '1.0.0',
      description:
        'Errors are JSON {error, message}. Curator routes need the session cookie set by POST /api/auth/login.',
      license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
    },
    servers: [{ url: '/' }],
    tags: upstreams.map((name) => ({
      name,
      description: name === 'gateway' ? 'Answered by the gateway itself' : `Proxied to the ${name} service`,
    })),
    components: { securitySchemes: securitySchemesOf(endpoints) },
    paths,
  };
  return { ...createDocument(document), 'x-events': eventsOf(EVENTS) };
}
