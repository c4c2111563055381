import type { Artwork, ArtworkPage } from '@shop/contracts';
import { expect, request as playwrightRequest, type APIRequestContext, type Locator } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { dirname, extname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { E2E } from '../support/environment';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const FIXTURES_DIR = resolve(repoRoot, '../shared/fixtures/ocr');

const MIME: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
};

export interface SeedSpec {
  fixture: string;
  title: string;
  category: string;
  price: string | null;
  isForSale: boolean;
}

export interface SeededArtwork extends Artwork {
  fixtureBytes: Buffer;
}

/** A request context signed in as the curator. */
export async function adminApi(): Promise<APIRequestContext> {
  const api = await playwrightRequest.newContext({ baseURL: E2E.baseUrl });
  const login = await api.post('/api/auth/login', { data: { password: E2E.adminPassword } });
  if (!login.ok()) throw new Error(`admin login failed: ${login.status()} ${await login.text()}`);
  return api;
}

/** Uploads a fixture and publishes it (approved, priced, on sale) through the admin API. */
export async function seedArtwork(api: APIRequestContext, spec: SeedSpec): Promise<SeededArtwork> {
  const path = join(FIXTURES_DIR, spec.fixture);
  const buffer = readFileSync(path);
  const upload = await api.post('/api/artworks/upload', {
    multipart: {
      artwork: {
        name: `${spec.title.replace(/\W+/g, '-')}${extname(path)}`,
        mimeType: MIME[extname(path)] ?? 'application/octet-stream',
        buffer,
      },
      title: spec.title,
      category: spec.category,
    },
  });
  if (upload.status() !== 201) throw new Error(`upload failed: ${upload.status()} ${await upload.text()}`);
  const created = (await upload.json()) as Artwork;
  const patch = await api.patch(`/api/artworks/${created.id}`, {
    data: { status: 'approved', price: spec.price, isForSale: spec.isForSale },
  });
  if (!patch.ok()) throw new Error(`publish failed: ${patch.status()} ${await patch.text()}`);
  return { ...((await patch.json()) as Artwork), fixtureBytes: buffer };
}

/** SPEC §9 tax in cents: round half up of subtotal × rate. */
export function taxCents(subtotalCents: number, rate: number): number {
  return Math.round(subtotalCents * rate + 1e-9);
}

export const usd = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/** An e-mail as the run command's mail catcher (maildev) lists it. */
export interface CaughtMail {
  id: string;
  subject: string;
  html?: string;
  to: { address: string }[];
}

/** Every e-mail the shop sent to this address in this run, from the catcher's REST API. */
export async function mailTo(address: string): Promise<CaughtMail[]> {
  const response = await fetch(`${E2E.mailWebUrl}/api/email`);
  if (!response.ok) throw new Error(`mail catcher answered ${response.status}`);
  const all = (await response.json()) as CaughtMail[];
  return all.filter((mail) => mail.to.some((to) => to.address.toLowerCase() === address.toLowerCase()));
}

/**
 * Archives every work whose title holds `tag` (a spec's own): off every public page and out of the
 * Approved count, so the specs that count the catalogue find it as they left it.
 */
export async function archiveTagged(tag: string) {
  const api = await adminApi();
  try {
    const found = (await (await api.get(`/api/artworks?q=${encodeURIComponent(tag)}&limit=100`)).json()) as ArtworkPage;
    for (const artwork of found.items) {
      const archived = await api.patch(`/api/artworks/${artwork.id}`, { data: { status: 'archived' } });
      expect(archived.ok(), await archived.text()).toBe(true);
    }
  } finally {
    await api.dispose();
  }
}

/** A pack picker's checkbox for a title, turning its pages until it shows (the collection may be long). */
export async function pickerCheckbox(picker: Locator, title: string): Promise<Locator> {
  const checkbox = picker.getByRole('checkbox', { name: title });
  const next = picker.getByRole('button', { name: 'Next page' });
  for (;;) {
    await expect(picker.getByRole('checkbox').first()).toBeVisible();
    if (await checkbox.isVisible()) return checkbox;
    if (!(await next.isVisible()) || (await next.isDisabled())) throw new Error(`${title} is not in the picker`);
    await next.click();
  }
}
