import cookie from '@fastify/cookie';
import { SESSION_COOKIE } from '@shop/contracts';
import { createServer } from '@shop/platform';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { resolveRole } from './session.js';
import type { SessionStore } from './session-store.js';

const SECRET = 'session-secret-for-this-test-0123456789';

const storeDown: SessionStore = {
  create: () => Promise.reject(new Error("Stream isn't writeable and enableOfflineQueue options is false")),
  isValid: () => Promise.reject(new Error("Stream isn't writeable and enableOfflineQueue options is false")),
  destroy: () => Promise.reject(new Error("Stream isn't writeable and enableOfflineQueue options is false")),
};

async function appWith(sessions: SessionStore) {
  const app = createServer({ service: 'gateway', logger: pino({ level: 'silent' }) });
  await app.register(cookie, { secret: SECRET });
  app.addHook('onRequest', async (request) => {
    request.role = await resolveRole(request, sessions);
  });
  app.get('/whoami', async (request) => ({ role: request.role }));
  return app;
}

describe('resolveRole while the session store (Redis) is away', () => {
  it('keeps shoppers without a session cookie browsing as public', async () => {
    const app = await appWith(storeDown);
    const answer = await app.inject({ url: '/whoami' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ role: 'public' });
  });

  it('answers 503, not "signed out", to a caller with a correctly signed session cookie', async () => {
    const app = await appWith(storeDown);
    const signed = app.signCookie('some-session-id');
    const answer = await app.inject({ url: '/whoami', cookies: { [SESSION_COOKIE]: signed } });
    expect(answer.statusCode).toBe(503);
    expect(answer.json()).toMatchObject({ error: 'dependency_unavailable' });
  });

  it('still treats a forged cookie as public without asking the store', async () => {
    const app = await appWith(storeDown);
    const answer = await app.inject({ url: '/whoami', cookies: { [SESSION_COOKIE]: 'forged.signature' } });
    expect(answer.json()).toEqual({ role: 'public' });
  });
});
