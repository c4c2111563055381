import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { payAs, seedArtwork, taxCents, usd, type SeededArtwork } from './storefront-data';
import { E2E } from './environment';

/**
 * A spec's own tag for its works, addresses and names: the catalogue and the run's mail catcher are
 * shared by every spec of the run, so each finds (and archives) only what it made.
 */
export const journeyTag = () => `${E2E.runId}-${Math.random().toString(36).slice(2, 8)}`;

/** Signs in on /dashboard's sign-in form with the run's curator password; done once the upload screen shows. */
export async function signInAsCurator(page: Page): Promise<void> {
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Curator sign in' })).toBeVisible();
  await page.getByLabel('Password').fill(E2E.adminPassword);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Upload & Process Artwork' })).toBeVisible();
}

/** A work of the spec's own, for sale in Abstract Art, and what a buyer in New York (8% tax) pays. */
export interface WorkForSale {
  title: string;
  priceCents: number;
  totalCents: number;
}

export const workForSale = (title: string, priceCents: number): WorkForSale => ({
  title,
  priceCents,
  totalCents: priceCents + taxCents(priceCents, 0.08),
});

/** Publishes the work through the curator's API, from a fixture with no spelling findings. */
export function seedWorkForSale(api: APIRequestContext, work: WorkForSale): Promise<SeededArtwork> {
  return seedArtwork(api, {
    fixture: 'dev-05-none-512.webp',
    title: work.title,
    category: 'Abstract Art',
    price: (work.priceCents / 100).toFixed(2),
    isForSale: true,
  });
}

/**
 * Buys the work alone from its category page, for New York, through the payments simulator, so the
 * receipt e-mail goes to `email`; answers the order's id. `checkCartTotal` also asserts the cart.
 */
export async function buyWorkForSale(
  page: Page,
  work: WorkForSale,
  email: string,
  { checkCartTotal = false }: { checkCartTotal?: boolean } = {},
): Promise<string> {
  await page.goto('/abstract-art');
  await page
    .getByRole('list', { name: 'Abstract Art' })
    .getByRole('listitem')
    .filter({ hasText: work.title })
    .getByRole('button', { name: `Purchase Digital Download: ${work.title}` })
    .click();
  const cart = page.getByRole('dialog', { name: 'Cart' });
  if (checkCartTotal) await expect(cart.getByTestId('cart-total')).toHaveText(usd(work.priceCents));
  await cart.getByRole('button', { name: 'Checkout' }).click();
  await page.getByLabel('State').selectOption('NY');
  return payAs(page, work.totalCents, email);
}
