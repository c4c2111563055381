import type { z } from 'zod';
import {
  answersOf,
  type Endpoint,
  type EndpointAccess,
  type EndpointUpstream,
  type HttpMethod,
} from './shared/endpoint.js';
import { PUBLIC_ENDPOINTS } from './endpoints.js';

export type ApiAudience = 'public' | 'admin' | 'public (approved work) / admin (all)';
export type ApiService = EndpointUpstream;

/**
 * The gateway's public routes in the shape the access and hostile-input checks read. Derived from
 * the endpoint declarations (endpoints.ts), never written by hand.
 */
export interface ApiRoute {
  method: HttpMethod;
  /** Fastify-style path: `:name` for parameters. */
  path: string;
  service: ApiService;
  audience: ApiAudience;
  summary: string;
  query?: z.ZodType;
  body?: z.ZodType;
  bodyKind?: 'json' | 'multipart';
  fileField?: string;
  responses: Record<number, { description: string; schema?: z.ZodType }>;
}

// Internal endpoints never reach this list (PUBLIC_ENDPOINTS); to a caller outside they are closed.
const AUDIENCE: Record<EndpointAccess, ApiAudience> = {
  internal: 'admin',
  public: 'public',
  checkout: 'public',
  curator: 'admin',
  'public-or-curator': 'public (approved work) / admin (all)',
};

function toApiRoute(endpoint: Endpoint): ApiRoute {
  return {
    method: endpoint.method,
    path: endpoint.path,
    service: endpoint.upstream,
    audience: AUDIENCE[endpoint.access],
    summary: endpoint.summary,
    ...(endpoint.query ? { query: endpoint.query } : {}),
    ...(endpoint.body ? { body: endpoint.body } : {}),
    ...(endpoint.bodyKind ? { bodyKind: endpoint.bodyKind } : {}),
    ...(endpoint.fileField ? { fileField: endpoint.fileField } : {}),
    responses: answersOf(endpoint),
  };
}

export const API_ROUTES: readonly ApiRoute[] = PUBLIC_ENDPOINTS.map(toApiRoute);
