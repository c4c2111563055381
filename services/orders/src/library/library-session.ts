import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The library session cookie: `v1.<base64url({e: address, x: expiry in s})>.<base64url HMAC>`.
 * Signed, not stored: a session only reads what its address already receives by e-mail, and lasts
 * a day (LIBRARY_SESSION_MAX_AGE_SECONDS). The key is derived from DOWNLOAD_TOKEN_SECRET with a
 * label of its own, so no download token or address hash can pass for a session.
 */
export function createLibrarySessions(secret: string) {
  const key = createHmac('sha256', secret).update('library-session-v1').digest();
  const sign = (payload: string) => createHmac('sha256', key).update(payload).digest('base64url');

  return {
    issue(email: string, expiresAt: Date): string {
      const payload = Buffer.from(JSON.stringify({ e: email, x: Math.floor(expiresAt.getTime() / 1000) })).toString(
        'base64url',
      );
      return `v1.${payload}.${sign(payload)}`;
    },

    /** The address of a valid, unexpired session; undefined for anything else. */
    read(value: string | undefined, now = new Date()): string | undefined {
      const [version, payload, mac] = value?.split('.') ?? [];
      if (version !== 'v1' || !payload || !mac) return undefined;
      const expected = Buffer.from(sign(payload));
      const given = Buffer.from(mac);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
      try {
        const parsed = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { e?: unknown; x?: unknown };
        if (typeof parsed.e !== 'string' || typeof parsed.x !== 'number') return undefined;
        return parsed.x * 1000 > now.getTime() ? parsed.e : undefined;
      } catch {
        return undefined;
      }
    },
  };
}

export type LibrarySessions = ReturnType<typeof createLibrarySessions>;
