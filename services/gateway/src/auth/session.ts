import { SESSION_COOKIE, type Role } from '@shop/contracts';
import { DependencyUnavailable } from '@shop/platform';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SessionStore } from './session-store.js';

export function sessionIdFrom(request: FastifyRequest): string | undefined {
  const raw = request.cookies[SESSION_COOKIE];
  if (!raw) return undefined;
  const unsigned = request.unsignCookie(raw);
  return unsigned.valid && unsigned.value ? unsigned.value : undefined;
}

/**
 * The caller's role from the session cookie. A forged or expired cookie is simply public. When
 * Redis cannot be asked, callers without a session (every shopper) stay public, so browsing keeps
 * working while it is away; a correctly signed session gets a 503: calling the curator "signed
 * out" would answer their uploads 401 and send them to a sign-in that cannot work either.
 */
export async function resolveRole(request: FastifyRequest, sessions: SessionStore): Promise<Role> {
  const sessionId = sessionIdFrom(request);
  if (!sessionId) return 'public';
  try {
    return (await sessions.isValid(sessionId)) ? 'admin' : 'public';
  } catch (error) {
    request.log.warn({ err: error }, 'session store unavailable');
    throw new DependencyUnavailable('Your session cannot be checked right now. Please try again shortly.');
  }
}

export interface SessionCookieOptions {
  secure: boolean;
  maxAgeSeconds: number;
}

export function setSessionCookie(reply: FastifyReply, sessionId: string, options: SessionCookieOptions): void {
  reply.setCookie(SESSION_COOKIE, sessionId, {
    signed: true,
    httpOnly: true,
    sameSite: 'strict',
    secure: options.secure,
    path: '/',
    maxAge: options.maxAgeSeconds,
  });
}

export function clearSessionCookie(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'strict', secure });
}
