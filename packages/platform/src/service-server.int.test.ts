import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { createDb } from './db.js';
import { createServiceServer } from './service-server.js';

const DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/postgres';
const INTERNAL_TOKEN = 'a-token-of-sixteen-chars';

describe('createServiceServer', () => {
  it('checks Postgres and the service’s own dependencies, and requires the internal token', async () => {
    const db = createDb<unknown>({ url: DATABASE_URL, schema: 'public' });
    const app = createServiceServer(
      'example',
      { logger: pino({ level: 'silent' }), config: { INTERNAL_TOKEN }, db },
      { storage: () => Promise.reject(new Error('storage is away')) },
    );
    app.get('/things', () => ({ things: [] }));
    try {
      const ready = await app.inject({ method: 'GET', url: '/readyz' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({ checks: { postgres: 'ok', storage: 'storage is away' } });
      expect((await app.inject({ method: 'GET', url: '/things' })).statusCode).toBe(401);
      const withToken = await app.inject({
        method: 'GET',
        url: '/things',
        headers: { 'x-internal-token': INTERNAL_TOKEN },
      });
      expect(withToken.statusCode).toBe(200);
    } finally {
      await app.close();
      await db.destroy();
    }
  });
});
