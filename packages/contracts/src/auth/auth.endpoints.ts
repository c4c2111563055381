import { LoginBodySchema, MeResponseSchema } from './auth.js';
import { endpointOf, errorAnswer, ok } from '../shared/endpoint.js';
import { ENDPOINT_HEADS } from '../shared/paths.js';

const publicEndpoint = endpointOf('gateway', 'public');

/** The curator's session: answered by the gateway itself, never proxied. */
export const login = publicEndpoint('POST', '/api/auth/login', {
  operationId: 'login',
  summary: 'Sign in as the curator',
  body: LoginBodySchema,
  responses: {
    200: ok('Signed in; sets the session cookie', MeResponseSchema),
    400: errorAnswer('No password sent'),
    401: errorAnswer('Wrong password'),
    429: errorAnswer('Too many attempts'),
  },
});

export const logout = publicEndpoint('POST', '/api/auth/logout', {
  operationId: 'logout',
  summary: 'Sign out',
  responses: { 204: { description: 'Signed out' } },
});

export const getMe = publicEndpoint(ENDPOINT_HEADS.getMe.method, ENDPOINT_HEADS.getMe.path, {
  operationId: 'getMe',
  summary: 'Who is signed in',
  responses: { 200: ok('The curator', MeResponseSchema), 401: errorAnswer('No session') },
});

export const AUTH_ENDPOINTS = [login, logout, getMe] as const;
