// Seeds a small demo catalog on first run so the shop is never empty (ARCHITECTURE "Running it").
import { endpointPath, listArtworks, login as loginEndpoint } from '@shop/contracts';
import { seedArtworks } from './demo-artworks.js';

export async function seedDemoCatalog({
  baseUrl,
  adminPassword,
  log,
}: {
  baseUrl: string;
  adminPassword: string;
  log: (message: string) => void;
}): Promise<void> {
  const login = await fetch(`${baseUrl}${endpointPath(loginEndpoint.path)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ password: adminPassword }),
  });
  if (!login.ok) {
    log(`demo catalog not seeded: login answered ${login.status}`);
    return;
  }
  const cookie = login.headers.get('set-cookie')?.split(';')[0] ?? '';
  const existing = await fetch(`${baseUrl}${endpointPath(listArtworks.path)}`, { headers: { cookie } });
  if (!existing.ok) {
    log(`demo catalog not seeded: listing answered ${existing.status}`);
    return;
  }
  const artworks = (await existing.json()) as unknown[];
  if (artworks.length > 0) return;
  await seedArtworks({ baseUrl, cookie, log });
}
