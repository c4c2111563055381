import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { E2E } from '../support/environment';
import { journeyTag } from '../support/mail-journey';
import {
  adminApi,
  archiveTagged,
  followMailLink,
  mailWithSubject,
  payAs,
  pickerCheckbox,
  RECEIPT_SUBJECT,
  seedArtwork,
  taxCents,
  usd,
} from '../support/storefront-data';
import { expectDelivered } from '../support/delivered-file';

// A pack bought, guided to its picks and delivered by e-mail, at 390 px
// (@narrow) and 1366 px. The artist's ceiling for the Abstract Single is set (and put back)
// through the curator's API; the buyer reads "Choose your 1 artwork" on the success page, the
// receipt page and the receipt e-mail, follows the e-mail's link (from the mail catcher) to the
// order page's picker, sees each work's price, picks one, and the e-mail that follows the picks
// carries the link that downloads the picked work's original.
const tag = journeyTag();
const CHEAP = `Guide Cheap ${tag}`;
const SINGLE_CENTS = 1499;

async function setSingleCeiling(maxPrice: string | null) {
  const api = await adminApi();
  try {
    const saved = await api.put('/api/pack-rules/package-abstract-single', { data: { categories: null, maxPrice } });
    expect(saved.ok(), await saved.text()).toBe(true);
  } finally {
    await api.dispose();
  }
}

test('a pack buyer is told to choose, finds the picker from the receipt, and gets the pick by e-mail @narrow', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const api = await adminApi();
  let original: Buffer;
  try {
    const seeded = await seedArtwork(api, {
      fixture: 'dev-05-none-512.webp',
      title: CHEAP,
      category: 'Abstract Art',
      price: '9.00',
      isForSale: true,
    });
    original = seeded.fixtureBytes;
  } finally {
    await api.dispose();
  }
  await setSingleCeiling('15.00');
  const email = `pack-${tag}@example.com`;
  try {
    await page.goto('/pricing');
    await page
      .getByRole('article', { name: 'Abstract Single' })
      .getByRole('button', { name: 'Add to Cart: Abstract Single' })
      .click();
    await page.getByRole('dialog', { name: 'Cart' }).getByRole('button', { name: 'Checkout' }).click();
    await page.getByLabel('State').selectOption('NY');
    const total = SINGLE_CENTS + taxCents(SINGLE_CENTS, 0.08);
    const orderId = await payAs(page, total, email);

    // The success page: no link yet, and the word that the buyer chooses.
    await expect(page.getByText('Choose your 1 artwork')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Open the picker' })).toHaveAttribute('href', '#choose-artworks');

    // The printable receipt says it too, with its link to the order page's picker.
    const pickerPath = `/download?order=${orderId}#choose-artworks`;
    await page.goto(`/success/receipt?order=${orderId}`);
    await expect(page.getByText('Choose your 1 artwork')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Open the picker' })).toHaveAttribute('href', pickerPath);

    // So does the receipt e-mail; its link, opened from the mail catcher, leads to the picker.
    const receiptMail = await mailWithSubject(email, RECEIPT_SUBJECT);
    expect(receiptMail.text ?? '').toContain('Choose your 1 artwork');
    expect(receiptMail.text ?? '').toContain(usd(total));
    await followMailLink(page, receiptMail, new RegExp(`${pickerPath.replace(/[?#]/g, '\\$&')}$`));

    const picker = page.getByRole('region', { name: 'Choose 1 artwork from Abstract Art' });
    await expect(picker.getByText('This pack takes works priced up to $15.00.')).toBeVisible();
    const cheap = await pickerCheckbox(picker, CHEAP);
    await expect(cheap).toHaveAccessibleDescription('$9.00');
    await cheap.check();
    await expect(picker.getByText('0 picks left after these')).toBeVisible();
    await picker.getByRole('button', { name: 'Add 1 artwork to my downloads' }).click();
    // Picks are final: a dialog names the pick and asks first.
    const confirm = page.getByRole('dialog', { name: 'Add 1 artwork to your downloads?' });
    await expect(confirm.getByText(CHEAP)).toBeVisible();
    await confirm.getByRole('button', { name: 'Yes, add it' }).click();
    await expect(page.getByRole('heading', { name: 'All picks used' })).toBeVisible();
    await expect(page.getByRole('button', { name: `Download ${CHEAP}` })).toBeVisible();

    // The pick's link follows by e-mail; opened from the mail catcher, it downloads the original.
    const picksMail = await mailWithSubject(email, /^Your chosen artworks from /);
    expect(picksMail.subject).toContain(orderId.slice(0, 8));
    const links = (picksMail.html ?? '').match(/\/api\/downloads\/[A-Za-z0-9_-]+/g);
    expect(links).toHaveLength(1);
    await page.setContent(picksMail.html ?? '');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page
        .locator(`a[href*="${links?.[0] ?? ''}"]`)
        .first()
        .click(),
    ]);
    await expectDelivered(readFileSync(await download.path()), original, 'the download');
  } finally {
    await setSingleCeiling(null);
    await archiveTagged(tag);
  }
});

test('the artist sets what a pack can take in the dashboard', async ({ page }) => {
  await page.goto('/dashboard');
  await page.getByLabel('Password').fill(E2E.adminPassword);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('tab', { name: 'Settings' }).click();
  const pack = page.getByRole('form', { name: 'Abstract 5-Pack' });
  try {
    await pack.getByLabel('Highest price ($, empty: no limit)').fill('20.00');
    await pack.getByRole('button', { name: 'Save Abstract 5-Pack' }).click();
    await expect(page.getByText('Abstract 5-Pack saved', { exact: true })).toBeVisible();
    await expect(pack.getByText('Takes every category up to $20.00.')).toBeVisible();
    const api = await adminApi();
    try {
      const rules = (await (await api.get('/api/pack-rules')).json()) as {
        rules: { packageId: string; maxPrice: string | null }[];
      };
      expect(rules.rules.find((rule) => rule.packageId === 'package-abstract-5-pack')?.maxPrice).toBe('20.00');
    } finally {
      await api.dispose();
    }
  } finally {
    const api = await adminApi();
    try {
      await api.put('/api/pack-rules/package-abstract-5-pack', { data: { categories: null, maxPrice: null } });
    } finally {
      await api.dispose();
    }
  }
});
