import type { Artwork, ArtworkPage } from '@shop/contracts';
import {
  expect,
  request as playwrightRequest,
  type APIRequestContext,
  type Locator,
  type Page,
} from '@playwright/test';
import { readFileSync } from 'node:fs';
import { dirname, extname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { E2E } from './environment';

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

/** An artwork as the curator's list shows it now; undefined while it is not listed. */
export async function listedArtwork(api: APIRequestContext, id: string): Promise<Artwork | undefined> {
  const list = (await (await api.get('/api/artworks')).json()) as Artwork[];
  return list.find((candidate) => candidate.id === id);
}

/** Waits until the real OCR worker has read a work and the catalog flagged it; the work then. */
export async function flaggedArtwork(api: APIRequestContext, id: string, timeout: number): Promise<Artwork> {
  let artwork: Artwork | undefined;
  await expect
    .poll(
      async () => {
        artwork = await listedArtwork(api, id);
        return artwork?.status;
      },
      { timeout, intervals: [500, 1000] },
    )
    .toBe('flagged');
  if (!artwork) throw new Error(`artwork ${id} not listed`);
  return artwork;
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
  text?: string;
  to: { address: string }[];
  /** The From header: the shop's address, with its name as the display name. */
  from?: { address: string; name?: string }[];
}

/** Every e-mail the shop sent to this address in this run, from the catcher's REST API. */
export async function mailTo(address: string): Promise<CaughtMail[]> {
  const response = await fetch(`${E2E.mailWebUrl}/api/email`);
  if (!response.ok) throw new Error(`mail catcher answered ${response.status}`);
  const all = (await response.json()) as CaughtMail[];
  return all.filter((mail) => mail.to.some((to) => to.address.toLowerCase() === address.toLowerCase()));
}

/**
 * The one e-mail to `address` whose subject matches, once the catcher has it (the shop sends after
 * the order's event, so it may take a moment). Assert on what is stable across template changes:
 * SPEC's subjects, links and amounts, not layout.
 */
export async function mailWithSubject(address: string, subject: RegExp, timeout = 30_000): Promise<CaughtMail> {
  const matching = async () => (await mailTo(address)).filter((mail) => subject.test(mail.subject));
  await expect.poll(async () => (await matching()).length, { timeout }).toBe(1);
  const [mail] = await matching();
  if (mail === undefined) throw new Error(`no e-mail to ${address} matching ${subject}`);
  return mail;
}

/** SPEC's receipt e-mail subject: "Your receipt from <shop> (order <first 8 of the id>)". */
export const RECEIPT_SUBJECT = /^Your receipt from .+ \(order [0-9a-f]{8}\)$/;

/** The pricing page's Custom Logo ($19.99) in the cart and the checkout opened, on its country default (US). */
export const CUSTOM_LOGO_CENTS = 1999;
export async function checkoutCustomLogo(page: Page) {
  await page.goto('/pricing');
  await page.getByRole('button', { name: 'Add to Cart: Custom Logo' }).click();
  await page.getByRole('dialog', { name: 'Cart' }).getByRole('button', { name: 'Checkout' }).click();
  await expect(page.getByLabel('Country')).toHaveValue('US');
}

/** From the checkout's total to the success page through the payments simulator; the order's id. */
export async function payAs(page: Page, totalCents: number, email: string): Promise<string> {
  await page.getByRole('button', { name: `Continue to Payment - ${usd(totalCents)}` }).click();
  await page.getByLabel('Name').fill('Ada Lovelace');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: `Pay ${usd(totalCents)}` }).click();
  await expect(page).toHaveURL(/\/success\?order=[^&]+$/);
  return new URL(page.url()).searchParams.get('order') ?? '';
}

/** Every link's address in an e-mail's HTML, in order. */
export function mailLinks(mail: CaughtMail): string[] {
  return [...(mail.html ?? '').matchAll(/<a\b[^>]*\bhref="([^"]*)"/g)].map(([, href]) => decodeEntities(href ?? ''));
}

const decodeEntities = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/**
 * Opens an e-mail from the catcher in the browser as the buyer reads it and clicks its first link
 * whose address matches (by address, not wording: the templates' words may change); the page lands
 * wherever the shop's mail points (PUBLIC_BASE_URL). Returns that address.
 */
export async function followMailLink(page: Page, mail: CaughtMail, href: RegExp): Promise<string> {
  await page.setContent(mail.html ?? '');
  const links = page.locator('a[href]');
  const hrefs = await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''));
  const index = hrefs.findIndex((candidate) => href.test(candidate));
  const target = hrefs[index];
  if (target === undefined) throw new Error(`"${mail.subject}" has no link matching ${href}: ${hrefs.join(' ')}`);
  await links.nth(index).click();
  await page.waitForURL(target);
  return target;
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
