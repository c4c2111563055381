import { afterAll, beforeAll, expect } from 'vitest';
import { artworkStates, uploadedId } from './artworks.js';
import { call } from './http.js';
import { textImage } from './images.js';
import { startShop, type Shop } from './shop.js';
import { storageMismatches } from './stored-objects.js';

// The hostile input corpus (hostile-input and hostile-uploads): the strings it sends, its shop,
// and what must hold once it has run.

export const INJECTIONS = [
  "' OR '1'='1",
  "'; DROP TABLE catalog.artworks; --",
  '1; SELECT pg_sleep(10)--',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  '${7*7}{{7*7}}',
  '../../../../etc/passwd',
  '..%2F..%2Fetc%2Fpasswd',
  'nul\u0000byte',
  'lone \ud800 surrogate',
  '😀'.repeat(300),
  'x'.repeat(20_000),
];

/** In a URL the 20 kB string is a header-size question of its own (see the 100 kB URL test). */
export const URL_INJECTIONS = INJECTIONS.filter((value) => value.length < 2000);

interface HostileShop {
  shop: Shop;
  cookie: string;
  image: Buffer;
  artworkId: string;
}

/** A shop without OCR workers, the curator's session, a real image and one real artwork made of it. */
async function startHostileShop(): Promise<HostileShop> {
  const shop = await startShop({ workers: 0 });
  try {
    const cookie = await shop.adminCookie();
    const image = await textImage('HOSTILE');
    const artworkId = await uploadedId(shop, cookie, image, 'The one real artwork');
    return { shop, cookie, image, artworkId };
  } catch (error) {
    await shop.close();
    throw error;
  }
}

/** Percent-encodes every byte, so even a lone surrogate (which encodeURIComponent refuses) goes on the wire. */
export function percentEncode(value: string): string {
  return [...Buffer.from(value, 'utf8')].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('');
}

export function expectClientError(answer: { status: number; text: string }, what: string): void {
  expect(answer.status, `${what}: ${answer.text.slice(0, 300)}`).toBeGreaterThanOrEqual(400);
  expect(answer.status, `${what}: ${answer.text.slice(0, 300)}`).toBeLessThan(500);
}

/** Every service is still healthy and logged no unhandled error. */
export async function expectServicesHealthy(shop: Shop): Promise<void> {
  for (const [name, url] of Object.entries(shop.urls)) {
    expect((await call(`${url}/readyz`)).status, name).toBe(200);
  }
  const unhandled = [...shop.processes.values()].flatMap((child) =>
    child.lines
      .filter((line) => line.includes('"unhandled error"'))
      .map((line) => `${child.name}: ${line.slice(0, 300)}`),
  );
  expect(unhandled).toEqual([]);
}

/** The gateway reported no outage: every service was up, so a refusal was the caller’s doing. */
export function expectNoOutage(shop: Shop): void {
  const outages = (shop.processes.get('gateway')?.lines ?? [])
    .filter((line) => line.includes('"upstream unavailable"'))
    .map((line) => line.slice(0, 300));
  expect(outages).toEqual([]);
}

/** Stored nothing but the real artwork and the real images with hostile names. */
export async function expectStoredOnlyRealWork(shop: Shop, artworkId: string): Promise<void> {
  const titles = (await artworkStates(shop)).map((row) => row.title);
  // The PATCH variants whose one hostile field was refused still carry valid edits of the real
  // artwork (title "Title"): it is renamed, never duplicated.
  expect((await artworkStates(shop)).some((row) => row.id === artworkId)).toBe(true);
  const allowed = new Set([
    'The one real artwork',
    'Title',
    'A large real image',
    'Hostile name',
    '<script>alert(1)</script><img src=x onerror=alert(2)>',
  ]);
  expect(titles.filter((title) => !allowed.has(title))).toEqual([]);
  expect(await storageMismatches(shop)).toEqual({ orphanObjects: [], missingObjects: [] });
  const { rows } = await shop.db.query<{ count: number }>('select count(*)::int as count from orders.orders');
  expect(rows[0]?.count).toBe(0);
}

/**
 * Registers the file's beforeAll, which starts its shop (startHostileShop) and hands it to `use`,
 * and its afterAll, which closes it; with `checkAfterwards`, first checks what must hold once the
 * corpus has run (the file has no tests of its own for it).
 */
export function useHostileShop(use: (started: HostileShop) => void, options: { checkAfterwards?: boolean } = {}) {
  let started: HostileShop | undefined;
  beforeAll(async () => {
    started = await startHostileShop();
    use(started);
  });
  afterAll(async () => {
    if (!started) return;
    try {
      if (options.checkAfterwards) {
        await expectServicesHealthy(started.shop);
        expectNoOutage(started.shop);
        await expectStoredOnlyRealWork(started.shop, started.artworkId);
      }
    } finally {
      await started.shop.close();
    }
  });
}
