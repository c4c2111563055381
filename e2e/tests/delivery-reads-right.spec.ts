import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { E2E } from '../support/environment';
import { buyWorkForSale, journeyTag, workForSale } from '../support/mail-journey';
import {
  adminApi,
  archiveTagged,
  FIXTURES_DIR,
  mailWithSubject,
  payAs,
  pickerCheckbox,
  RECEIPT_SUBJECT,
  seedArtwork,
  taxCents,
} from '../support/storefront-data';
import { expectDelivered } from '../support/delivered-file';

// Delivery that reads right, at 1366 px and 390 px (@narrow): the success page's button names the
// work ("Download <title>") on one line, the saved file is named after the title (not the artist's
// working file), the receipt e-mail answers to the shop's support address and fits a phone, a
// refunded item's link says it was refunded, and a pack's pick asks to confirm before it is final.
const tag = journeyTag();
const FIXTURE = 'dev-05-none-512.webp';

/** Uploads a work under the artist's working file name, then publishes it for sale. */
async function publishFromWorkingFile(api: APIRequestContext, title: string, price: string): Promise<Buffer> {
  const buffer = readFileSync(join(FIXTURES_DIR, FIXTURE));
  const upload = await api.post('/api/artworks/upload', {
    multipart: {
      artwork: { name: 'summer-sale-fixed.webp', mimeType: 'image/webp', buffer },
      title,
      category: 'Abstract Art',
    },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  const { id } = (await upload.json()) as { id: string };
  const published = await api.patch(`/api/artworks/${id}`, { data: { status: 'approved', price, isForSale: true } });
  expect(published.ok(), await published.text()).toBe(true);
  return buffer;
}

/** What the receipt e-mail's raw source says (its headers), from the mail catcher. */
async function mailSource(id: string): Promise<string> {
  const response = await fetch(`${E2E.mailWebUrl}/api/email/${id}/source`);
  expect(response.ok).toBe(true);
  return (await response.text()).replace(/\r?\n[ \t]+/g, ' ');
}

const slug = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

async function oneLineHigh(page: Page, name: string): Promise<number> {
  const box = await page.getByRole('button', { name }).boundingBox();
  return box?.height ?? 0;
}

test.afterAll(async () => {
  await archiveTagged(tag);
});

test('the download reads "Download <title>", saves under the title, and a refunded link says so @narrow', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  const work = workForSale(`Golden Harbor Night ${tag} ${testInfo.project.name}`, 1100);
  const api = await adminApi();
  let original: Buffer;
  try {
    original = await publishFromWorkingFile(api, work.title, '11.00');
  } finally {
    await api.dispose();
  }
  const email = `delivery-${tag}-${testInfo.project.name}@example.com`;
  {
    const orderId = await buyWorkForSale(page, work, email);

    // The button names the work, on one line (a long title is cut, the whole name stays its name).
    const label = `Download ${work.title}`;
    const button = page.getByRole('button', { name: label });
    await expect(button).toBeVisible();
    await expect(button).toHaveAttribute('title', label);
    expect(await oneLineHigh(page, label)).toBeLessThan(60);
    expect(await page.evaluate('document.documentElement.scrollWidth <= window.innerWidth')).toBe(true);

    // The saved file is named after the title, never the working file it was uploaded as.
    const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
    expect(download.suggestedFilename()).toBe(`${slug(work.title)}.webp`);
    await expectDelivered(readFileSync(await download.path()), original, 'the download');

    // The receipt e-mail: answers go to the shop's support address; it asks for the phone's width.
    const receipt = await mailWithSubject(email, RECEIPT_SUBJECT);
    const support = /Questions\? Write to (\S+@\S+)\.$/m.exec(receipt.text ?? '')?.[1];
    expect(support, 'the receipt names the support address').toBeDefined();
    expect(await mailSource(receipt.id)).toMatch(
      new RegExp(`^Reply-To: .*<?${support?.replace(/\./g, '\\.')}>?\\s*$`, 'im'),
    );
    expect(receipt.html ?? '').toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(receipt.html ?? '').not.toContain('summer-sale-fixed');
    const link = (receipt.html ?? '').match(/\/api\/downloads\/[A-Za-z0-9_-]+/)?.[0];
    expect(link).toBeDefined();

    // The artist refunds it; the link's page says it was refunded, and when, not "revoked".
    const admin = await adminApi();
    try {
      const refunded = await admin.post(`/api/orders/${orderId}/refunds`, { data: { all: true } });
      expect(refunded.ok(), await refunded.text()).toBe(true);
    } finally {
      await admin.dispose();
    }
    const answer = await page.goto(link ?? '');
    expect(answer?.status()).toBe(410);
    const today = new Date().toISOString().slice(0, 10);
    await expect(page.getByText(`This download was refunded on ${today}, so its link no longer works.`)).toBeVisible();
    await expect(page.getByText(/revoked/)).toHaveCount(0);
  }
});

test('a pack pick asks to confirm before it is final @narrow', async ({ page }, testInfo) => {
  test.setTimeout(180_000);
  const title = `Confirm Pick ${tag} ${testInfo.project.name}`;
  const api = await adminApi();
  try {
    // Within the Abstract Single's price per pick ($14.99), which a pack takes by default.
    await seedArtwork(api, { fixture: FIXTURE, title, category: 'Abstract Art', price: '9.00', isForSale: true });
  } finally {
    await api.dispose();
  }
  await page.goto('/pricing');
  await page
    .getByRole('article', { name: 'Abstract Single' })
    .getByRole('button', { name: 'Add to Cart: Abstract Single' })
    .click();
  await page.getByRole('dialog', { name: 'Cart' }).getByRole('button', { name: 'Checkout' }).click();
  await page.getByLabel('State').selectOption('NY');
  await payAs(page, 1499 + taxCents(1499, 0.08), `pick-${tag}-${testInfo.project.name}@example.com`);

  const picker = page.getByRole('region', { name: 'Choose 1 artwork from Abstract Art' });
  await (await pickerCheckbox(picker, title)).check();
  await picker.getByRole('button', { name: 'Add 1 artwork to my downloads' }).click();
  const confirm = page.getByRole('dialog', { name: 'Add 1 artwork to your downloads?' });
  await expect(confirm.getByText('Picks are final')).toBeVisible();
  await expect(confirm.getByText(title)).toBeVisible();

  // Going back adds nothing and keeps the choice.
  await confirm.getByRole('button', { name: 'Keep choosing' }).click();
  await expect(confirm).toBeHidden();
  await expect(picker.getByText('Abstract Single: 1 pick left of 1.')).toBeVisible();
  await expect(picker.getByRole('checkbox', { name: title })).toBeChecked();

  await picker.getByRole('button', { name: 'Add 1 artwork to my downloads' }).click();
  await confirm.getByRole('button', { name: 'Yes, add it' }).click();
  await expect(page.getByRole('heading', { name: 'All picks used' })).toBeVisible();
  await expect(page.getByRole('button', { name: `Download ${title}` })).toBeVisible();
});
