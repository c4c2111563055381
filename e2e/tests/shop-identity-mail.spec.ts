import { expect, test } from '@playwright/test';
import { join } from 'node:path';
import { buyWorkForSale, journeyTag, seedWorkForSale, signInAsCurator, workForSale } from '../support/mail-journey';
import {
  adminApi,
  archiveTagged,
  FIXTURES_DIR,
  mailWithSubject,
  RECEIPT_SUBJECT,
  usd,
} from '../support/storefront-data';

// The artist names the shop, gives it a support address and a logo in the dashboard's
// Shop identity card; the next receipt (read in the run command's mail catcher) carries the name in
// its subject, the logo (served by the shop's public logo route), the support address, and the
// item's thumbnail and title. At 390 px (@narrow) and 1366 px. The shop's identity is put back as
// SPEC has it at the end, so other specs read their e-mails as before.
const tag = journeyTag();
const WORK = workForSale(`Branded ${tag}`, 1100);
const SHOP_NAME = `Studio ${tag}`;
const SUPPORT = `help-${tag}@studio.example`;

test('the receipt after a shop identity change carries the new name, logo, support address and the item thumbnail @narrow', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const api = await adminApi();
  try {
    const artwork = await seedWorkForSale(api, WORK);

    await signInAsCurator(page);
    await page.goto('/dashboard?tab=settings#shop-identity');
    // The card is in the Settings tab's section of the same name.
    const card = page.locator('#shop-identity').getByRole('region', { name: 'Shop identity' });
    await card.getByLabel('Shop name').fill(SHOP_NAME);
    await card.getByLabel('Support e-mail address').fill(SUPPORT);
    await card.getByRole('button', { name: 'Save shop identity' }).click();
    await expect(page.getByText(`The next e-mails are sent as ${SHOP_NAME}.`, { exact: true })).toBeVisible();
    await card.getByLabel(/^Upload a logo/).setInputFiles(join(FIXTURES_DIR, 'dev-01-correct-512.png'));
    await expect(card.getByRole('img', { name: `${SHOP_NAME} logo` })).toBeVisible();

    const email = `brand-${tag}@example.com`;
    const buyer = await browser.newPage();
    let orderId: string;
    try {
      orderId = await buyWorkForSale(buyer, WORK, email);
    } finally {
      await buyer.close();
    }

    const receipt = await mailWithSubject(email, RECEIPT_SUBJECT);
    expect(receipt.subject).toBe(`Your receipt from ${SHOP_NAME} (order ${orderId.slice(0, 8)})`);
    expect(receipt.text?.startsWith(`${SHOP_NAME}\n`)).toBe(true);
    expect(receipt.text).toContain(`Questions? Write to ${SUPPORT}.`);
    expect(receipt.text).toContain(`Total: ${usd(WORK.totalCents)}`);
    expect(receipt.text).toContain(`/success?order=${orderId}`);

    // The e-mail as a mail program shows it: the logo and the thumbnail load from the shop.
    const mailView = await browser.newPage();
    try {
      await mailView.setContent(receipt.html ?? '', { waitUntil: 'load' });
      const logo = mailView.getByRole('img', { name: SHOP_NAME });
      await expect(logo).toHaveAttribute('src', /\/api\/shop-identity\/logo\?v=[a-f0-9]{16}$/);
      await expect
        .poll(() => logo.evaluate((img) => (img as { naturalWidth: number }).naturalWidth))
        .toBeGreaterThan(0);
      const thumbnail = mailView.locator(`img[src*="/api/files/${encodeURIComponent(artwork.filename)}?w=480"]`);
      await expect
        .poll(() => thumbnail.evaluate((img) => (img as { naturalWidth: number }).naturalWidth))
        .toBeGreaterThan(0);
      await expect(mailView.getByRole('link', { name: SUPPORT })).toHaveAttribute('href', `mailto:${SUPPORT}`);
      await expect(mailView.getByText(WORK.title).first()).toBeVisible();
    } finally {
      await mailView.close();
    }
  } finally {
    await api.put('/api/shop-identity', { data: { shopName: 'Algorithmic Art Gallery', supportEmail: null } });
    await api.delete('/api/shop-identity/logo');
    await api.dispose();
    await archiveTagged(tag);
  }
});
