import { expect, test, type Browser, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { journeyTag, signInAsCurator } from '../support/mail-journey';
import {
  adminApi,
  archiveTagged,
  FIXTURES_DIR,
  mailTo,
  pickerCheckbox,
  seedArtwork,
  taxCents,
  usd,
} from '../support/storefront-data';
import { expectDelivered } from '../support/delivered-file';

// The curator uploads three works with their own titles and prices and
// approves them; a shopper buys one of them and an Abstract 3-Pack, picks the pack's works on the
// success page and downloads all four files; the curator finds the order in the Orders tab and
// sees it in the Sales view. Everything it needs it makes itself, under titles of its own, so it
// depends neither on the other spec files nor on their order; at the end it archives its works
// (buyers keep their downloads), so the specs that count the catalogue find it as they left it.
const tag = journeyTag();
// Within the Abstract 3-Pack's price per pick ($34.99 / 3 = $11.66), which a pack takes by default.
const PRICE = '11.50';
const PACK_PRICE_CENTS = 3499;
const OCR_TIMEOUT_MS = 180_000;

/** The curator's three uploads: a file each, and the title each file gets before upload. */
const UPLOADS = [
  { file: 'dev-05-none-512.webp', title: `Journey Bought ${tag}` },
  { file: 'dev-08-none-1024.jpg', title: `Journey Pick One ${tag}` },
  { file: 'dev-01-correct-512.png', title: `Journey Pick Two ${tag}` },
] as const;
/** A work already in the catalogue: the pack's third pick (the bought one is already the buyer's). */
const CATALOGUE_WORK = { file: 'dev-09-correct-512.jpg', title: `Journey Pick Three ${tag}` } as const;
/** The name seedArtwork gives its upload, which the curator's grant list shows. */
const CATALOGUE_FILE_NAME = `${CATALOGUE_WORK.title.replace(/\W+/g, '-')}.jpg`;
/** A buyer's file is named after the work's title (its slug), with its type's extension. */
const TITLES = new Map<string, string>([...UPLOADS, CATALOGUE_WORK].map((work) => [work.file, work.title]));
const savedAs = (file: string) =>
  `${(TITLES.get(file) ?? '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}.${file.split('.').pop()}`;

const bytesOf = (file: string) => readFileSync(join(FIXTURES_DIR, file));
const cartPanel = (page: Page) => page.getByRole('dialog', { name: 'Cart' });

test('upload, price and approve three works; buy one and a 3-pack; pick, download four; find the order and the sale', async ({
  page,
  browser,
}) => {
  test.setTimeout(420_000);
  try {
    await journey(page, browser);
  } finally {
    await archiveTagged(tag);
  }
});

async function journey(page: Page, browser: Browser) {
  const api = await adminApi();
  try {
    await seedArtwork(api, {
      fixture: CATALOGUE_WORK.file,
      title: CATALOGUE_WORK.title,
      category: 'Abstract Art',
      price: '11.00',
      isForSale: true,
    });
  } finally {
    await api.dispose();
  }

  // The curator uploads three files at once, each with its own title, priced and for sale.
  await signInAsCurator(page);
  await page.getByLabel('Artwork Title').fill(`Journey ${tag}`);
  await page.getByLabel('Category').selectOption('Abstract Art');
  await page.getByLabel('Default price (USD, optional)').fill(PRICE);
  await page.getByLabel('For sale').check();
  const chooserPromise = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Browse Files' }).click();
  await (await chooserPromise).setFiles(UPLOADS.map((upload) => join(FIXTURES_DIR, upload.file)));
  await expect(page.getByRole('heading', { name: 'Titles for 3 files' })).toBeVisible();
  for (const upload of UPLOADS) await page.getByLabel(`Title for ${upload.file}`).fill(upload.title);
  await page.getByRole('button', { name: 'Upload 3 files' }).click();
  for (const upload of UPLOADS)
    await expect(
      page.getByRole('listitem', { name: upload.file }).getByText('OCR Analysis: Processing completed'),
    ).toBeVisible({ timeout: OCR_TIMEOUT_MS });

  // Curation: find them by title and approve each (the cart total below proves their price).
  await page.getByRole('tab', { name: 'Curation' }).click();
  await page.getByLabel('Search', { exact: true }).fill(tag);
  for (const upload of UPLOADS) {
    const card = page.getByRole('article', { name: upload.title });
    await card.getByRole('button', { name: 'Approve' }).click();
    await expect(card.getByRole('button', { name: 'View Details' })).toBeVisible();
  }

  // A shopper (no session) buys the first work and an Abstract 3-Pack in one order.
  const shopperContext = await browser.newContext({ acceptDownloads: true });
  try {
    const shop = await shopperContext.newPage();
    await shop.goto('/abstract-art');
    const bought = UPLOADS[0].title;
    await shop
      .getByRole('list', { name: 'Abstract Art' })
      .getByRole('listitem')
      .filter({ hasText: bought })
      .getByRole('button', { name: `Purchase Digital Download: ${bought}` })
      .click();
    await expect(cartPanel(shop).getByText(bought)).toBeVisible();
    await shop.keyboard.press('Escape');
    await shop.goto('/pricing');
    await shop
      .getByRole('article', { name: 'Abstract 3-Pack' })
      .getByRole('button', { name: 'Add to Cart: Abstract 3-Pack' })
      .click();
    const subtotal = 1150 + PACK_PRICE_CENTS;
    await expect(cartPanel(shop).getByTestId('cart-total')).toHaveText(usd(subtotal));
    await cartPanel(shop).getByRole('button', { name: 'Checkout' }).click();
    await shop.getByLabel('State').selectOption('NY');
    const total = subtotal + taxCents(subtotal, 0.08);
    await shop.getByRole('button', { name: `Continue to Payment - ${usd(total)}` }).click();
    await shop.getByLabel('Name').fill('Grace Hopper');
    await shop.getByLabel('Email').fill('grace@example.com');
    await shop.getByRole('button', { name: `Pay ${usd(total)}` }).click();

    // Success: one link for the bought work, and the pack asks for its three works.
    await expect(shop).toHaveURL(/\/success\?order=[^&]+$/);
    const orderId = new URL(shop.url()).searchParams.get('order') ?? '';
    // The button names the work it downloads.
    await expect(shop.getByRole('button', { name: `Download ${bought}` })).toBeVisible();
    // The page says what is left to do, and links to the picker.
    await expect(shop.getByText('Choose your 3 artworks')).toBeVisible();
    await expect(shop.getByRole('link', { name: 'Open the picker' })).toHaveAttribute('href', '#choose-artworks');
    const picker = shop.getByRole('region', { name: 'Choose 3 artworks from Abstract Art' });
    await expect(picker.getByText('Abstract 3-Pack: 3 picks left of 3.')).toBeVisible();
    for (const title of [UPLOADS[1].title, UPLOADS[2].title, CATALOGUE_WORK.title])
      await (await pickerCheckbox(picker, title)).check();
    await expect(picker.getByText('3 of 3 selected')).toBeVisible();
    await picker.getByRole('button', { name: 'Add 3 artworks to my downloads' }).click();
    // Picks are final: the buyer confirms them first.
    await shop
      .getByRole('dialog', { name: 'Add 3 artworks to your downloads?' })
      .getByRole('button', { name: 'Yes, add them' })
      .click();
    await expect(shop.getByRole('heading', { name: 'All picks used' })).toBeVisible();
    await expect(
      shop.getByText('Every artwork of your Abstract 3-Pack is chosen: find them in your downloads.'),
    ).toBeVisible();
    await expect(shop.getByText('Choose your 3 artworks')).toBeHidden();

    // The picks' links follow by e-mail (the run command's mail catcher).
    const picksMail = async () =>
      (await mailTo('grace@example.com')).find(
        (mail) => /^Your chosen artworks from /.test(mail.subject) && (mail.html ?? '').includes(orderId),
      );
    await expect.poll(async () => (await picksMail()) !== undefined, { timeout: 30_000 }).toBe(true);
    const mailHtml = (await picksMail())?.html ?? '';
    expect(mailHtml.match(/\/api\/downloads\/[A-Za-z0-9_-]+/g)).toHaveLength(4);
    expect(mailHtml).not.toContain('Choose your');

    // Four downloads, each its work's original (signed by the shop), named after its work.
    for (const work of [...UPLOADS, CATALOGUE_WORK]) {
      const [download] = await Promise.all([
        shop.waitForEvent('download'),
        shop.getByRole('button', { name: `Download ${work.title}` }).click(),
      ]);
      await expectDelivered(
        readFileSync(await download.path()),
        bytesOf(work.file),
        `"Download ${work.title}" downloads that work's original`,
      );
      expect(download.suggestedFilename()).toBe(savedAs(work.file));
    }

    // The curator finds the order by its number, with its four grants, and sees the sale.
    await page.getByRole('tab', { name: 'Orders' }).click();
    await page.getByLabel('Search orders').fill(orderId.slice(0, 8));
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByRole('button', { name: orderId.slice(0, 8).toUpperCase() }).click();
    await expect(page.getByRole('heading', { name: `Order ${orderId.slice(0, 8).toUpperCase()}` })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Download grants' })).toBeVisible();
    for (const name of [...UPLOADS.map((upload) => upload.file), CATALOGUE_FILE_NAME])
      await expect(page.getByRole('cell', { name, exact: true })).toBeVisible();

    await page.getByRole('tab', { name: 'Sales' }).click();
    const kinds = page.getByRole('region', { name: 'Revenue by product kind' });
    await expect(kinds.getByRole('row').filter({ hasText: 'Pack' })).toBeVisible();
    const works = page.getByRole('region', { name: 'Best-selling works' });
    await expect(works.getByRole('row').filter({ hasText: bought })).toBeVisible();
    const categories = page.getByRole('region', { name: 'Revenue by category' });
    await expect(categories.getByRole('row').filter({ hasText: 'Abstract Art' })).toBeVisible();
  } finally {
    await shopperContext.close();
  }
}
