import { getMe, login, logout } from '@shop/contracts';
import { registerEndpoint, Unauthorized } from '@shop/platform';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { passwordMatches } from './password.js';
import { clearSessionCookie, sessionIdFrom, setSessionCookie } from './session.js';
import type { SessionStore } from './session-store.js';

export interface AuthRoutesOptions {
  sessions: SessionStore;
  adminPassword: string;
  cookieSecure: boolean;
  sessionTtlSeconds: number;
  loginRateLimit: { max: number; timeWindow: number };
}

export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, options) => {
  registerEndpoint(
    app,
    login,
    async (request, reply) => {
      if (!passwordMatches(options.adminPassword, request.body.password)) {
        throw new Unauthorized('Incorrect password.');
      }
      const sessionId = await options.sessions.create();
      setSessionCookie(reply, sessionId, { secure: options.cookieSecure, maxAgeSeconds: options.sessionTtlSeconds });
      return { role: 'admin' as const };
    },
    { config: { rateLimit: options.loginRateLimit } },
  );

  registerEndpoint(app, logout, async (request, reply) => {
    const sessionId = sessionIdFrom(request);
    if (sessionId) await options.sessions.destroy(sessionId);
    clearSessionCookie(reply, options.cookieSecure);
    return reply.code(204).send();
  });

  registerEndpoint(app, getMe, async (request) => {
    if (request.role !== 'admin') throw new Unauthorized('Not signed in.');
    return { role: 'admin' as const };
  });
};
