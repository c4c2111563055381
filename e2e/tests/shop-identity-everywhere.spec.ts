import { artworkPagePath } from '@shop/contracts';
import { expect, test, type Page } from '@playwright/test';
import { join } from 'node:path';
import { buyWorkForSale, journeyTag, seedWorkForSale, signInAsCurator, workForSale } from '../support/mail-journey';
import { adminApi, archiveTagged, FIXTURES_DIR, mailWithSubject, RECEIPT_SUBJECT } from '../support/storefront-data';

// Once the artist names the shop, gives it a support address and a logo in the
// dashboard, a buyer who has never been to the shop (a fresh browser) meets them on every page:
// the header (name and logo), the home page's heading and title, an artwork page's title and the
// og:site_name the gateway writes into the page, the footer, the contact page's About card, the 404
// page, the printed receipt, and the From of the receipt e-mail (read in the run command's mail
// catcher). At 390 px
// (@narrow) and 1366 px. The identity is put back as SPEC has it at the end.
const tag = journeyTag();
const WORK = workForSale(`Everywhere ${tag}`, 1200);
const SHOP_NAME = `Mira Prints ${tag}`;
const SUPPORT = `hello-${tag}@mira.example`;
const DEFAULT_NAME = 'Algorithmic Art Gallery';

/** Loaded, not just named: the picture came from the shop's logo route. */
async function expectLoaded(page: Page, selector: string) {
  const image = page.locator(selector).first();
  await expect(image).toHaveAttribute('src', /\/api\/shop-identity\/logo\?v=[a-f0-9]{16}$/);
  await expect.poll(() => image.evaluate((img) => (img as { naturalWidth: number }).naturalWidth)).toBeGreaterThan(0);
}

test("the artist's name, logo and support address on every page and in the receipt's From @narrow", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const api = await adminApi();
  try {
    const artwork = await seedWorkForSale(api, WORK);

    await signInAsCurator(page);
    await page.goto('/dashboard?tab=settings#shop-identity');
    const card = page.getByRole('region', { name: 'Shop identity' });
    await card.getByLabel('Shop name').fill(SHOP_NAME);
    await card.getByLabel('Support e-mail address').fill(SUPPORT);
    await card.getByRole('button', { name: 'Save shop identity' }).click();
    await expect(page.getByText(`The next e-mails are sent as ${SHOP_NAME}.`, { exact: true })).toBeVisible();
    await card.getByLabel(/^Upload a logo/).setInputFiles(join(FIXTURES_DIR, 'dev-01-correct-512.png'));
    await expect(card.getByRole('img', { name: `${SHOP_NAME} logo` })).toBeVisible();

    // A buyer who has never been here: nothing cached, nothing stored.
    const context = await browser.newContext({
      viewport: page.viewportSize() ?? undefined,
      userAgent: await page.evaluate(() => navigator.userAgent),
    });
    const buyer = await context.newPage();
    try {
      await buyer.goto('/');
      const header = buyer.getByRole('banner').first();
      await expect(header.getByRole('link', { name: SHOP_NAME, exact: true })).toBeVisible();
      await expectLoaded(buyer, 'header img');
      await expect(buyer.getByRole('heading', { level: 1, name: SHOP_NAME })).toBeVisible();
      await expect(buyer).toHaveTitle(SHOP_NAME);
      const footer = buyer.getByRole('contentinfo');
      await expect(footer.getByText(`© ${new Date().getFullYear()} ${SHOP_NAME}. All rights reserved.`)).toBeVisible();
      await expect(footer.getByRole('link', { name: SUPPORT })).toHaveAttribute('href', `mailto:${SUPPORT}`);
      await expect(buyer.getByText(DEFAULT_NAME)).toHaveCount(0);

      // An artwork page: the tab's title, and the head the gateway wrote (what a link preview reads).
      const artworkPath = artworkPagePath(artwork);
      await buyer.goto(artworkPath);
      await expect(buyer.getByRole('heading', { level: 1, name: WORK.title })).toBeVisible();
      await expect(buyer).toHaveTitle(`${WORK.title} — Abstract Art | ${SHOP_NAME}`);
      const served = await buyer.request.get(artworkPath);
      expect(served.status()).toBe(200);
      const html = await served.text();
      expect(html).toContain(`<meta property="og:site_name" content="${SHOP_NAME}">`);
      expect(html).toContain(`<title>${WORK.title} — Abstract Art | ${SHOP_NAME}</title>`);
      expect(html).not.toContain(DEFAULT_NAME);

      // The contact page's About card, with the address buyers write to.
      await buyer.goto('/contact');
      const about = buyer
        .locator('section')
        .filter({ has: buyer.getByRole('heading', { name: 'About', exact: true }) });
      await expect(about.getByText(`${SHOP_NAME} sells AI-generated artwork`, { exact: false })).toBeVisible();
      await expect(about.getByRole('link', { name: `Support: ${SUPPORT}` })).toHaveAttribute(
        'href',
        `mailto:${SUPPORT}`,
      );
      await expect(buyer).toHaveTitle(`Contact | ${SHOP_NAME}`);

      // The 404 page.
      const missing = await buyer.goto(`/no-such-page-${tag}`);
      expect(missing?.status()).toBe(404);
      await expect(buyer.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
      await expect(buyer.getByText(`does not exist at ${SHOP_NAME}`, { exact: false })).toBeVisible();
      await expect(buyer).toHaveTitle(`Page not found | ${SHOP_NAME}`);
      await expect(buyer.getByRole('banner').first().getByRole('link', { name: SHOP_NAME, exact: true })).toBeVisible();

      // The receipt comes from the shop by its name.
      const email = `everywhere-${tag}@example.com`;
      const orderId = await buyWorkForSale(buyer, WORK, email);
      const receipt = await mailWithSubject(email, RECEIPT_SUBJECT);
      expect(receipt.subject).toBe(`Your receipt from ${SHOP_NAME} (order ${orderId.slice(0, 8)})`);
      expect(receipt.from?.[0]?.name).toBe(SHOP_NAME);

      // The printed receipt is headed with the logo and name (the top bar is not printed).
      await buyer.goto(`/success/receipt?order=${orderId}`);
      await buyer.emulateMedia({ media: 'print' });
      const printed = buyer.getByTestId('printed-shop');
      await expect(printed).toBeVisible();
      await expect(printed).toContainText(SHOP_NAME);
      await expectLoaded(buyer, '[data-testid="printed-shop"] img');
      await expect(buyer.getByRole('banner').first()).toBeHidden();
    } finally {
      await context.close();
    }
  } finally {
    await api.put('/api/shop-identity', { data: { shopName: DEFAULT_NAME, supportEmail: null } });
    await api.delete('/api/shop-identity/logo');
    await api.dispose();
    await archiveTagged(tag);
  }
});
