import { LoginBodySchema, MeResponseSchema } from './auth.js';
import { defineEndpoint, errorAnswer } from '../shared/endpoint.js';
import { API_PATHS } from '../shared/paths.js';

/** The curator's session: answered by the gateway itself, never proxied. */
export const login = defineEndpoint({
  operationId: 'login',
  method: 'POST',
  path: '/api/auth/login',
  upstream: 'gateway',
  access: 'public',
  summary: 'Sign in as the curator',
  body: LoginBodySchema,
  responses: {
    200: { description: 'Signed in; sets the session cookie', schema: MeResponseSchema },
    400: errorAnswer('No password sent'),
    401: errorAnswer('Wrong password'),
    429: errorAnswer('Too many attempts'),
  },
});

export const logout = defineEndpoint({
  operationId: 'logout',
  method: 'POST',
  path: '/api/auth/logout',
  upstream: 'gateway',
  access: 'public',
  summary: 'Sign out',
  responses: { 204: { description: 'Signed out' } },
});

export const getMe = defineEndpoint({
  operationId: 'getMe',
  method: 'GET',
  path: API_PATHS.authMe,
  upstream: 'gateway',
  access: 'public',
  summary: 'Who is signed in',
  responses: { 200: { description: 'The curator', schema: MeResponseSchema }, 401: errorAnswer('No session') },
});

export const AUTH_ENDPOINTS = [login, logout, getMe] as const;
