import { artworkPagePath } from '@shop/contracts';
import { expect, test } from '@playwright/test';
import { clearLicenceTiers, threeLicenceTiers } from '../support/licence-tiers';
import { journeyTag, seedWorkForSale, signInAsCurator, workForSale } from '../support/mail-journey';
import {
  adminApi,
  archiveTagged,
  mailWithSubject,
  payAs,
  RECEIPT_SUBJECT,
  taxCents,
  usd,
} from '../support/storefront-data';

// Licence tiers: the artist defines Personal, Commercial and Extended in the dashboard's Settings;
// a buyer chooses Commercial on the artwork page, pays it (payments simulator, New York) at the
// work's price plus Commercial's difference, and the receipt page and the receipt e-mail name it,
// with its text as it was sold. The tiers are the shop's own: the spec removes them at its end, so
// the specs after it (one worker, in turn) find the shop with its one licence, as they expect.
const tag = journeyTag();
const COMMERCIAL_TEXT = `Use in products you sell (${tag}). No resale of the file itself.`;

test.afterAll(async () => {
  await clearLicenceTiers();
  await archiveTagged(tag);
});

test('a buyer chooses the Commercial licence, pays its price and the receipt names it', async ({ page }) => {
  test.setTimeout(180_000);
  const work = workForSale(`Licensed Lighthouse ${tag}`, 1100);
  const api = await adminApi();
  let seeded: Awaited<ReturnType<typeof seedWorkForSale>>;
  try {
    seeded = await seedWorkForSale(api, work);
  } finally {
    await api.dispose();
  }

  // The curator writes the three tiers in Settings › Licences.
  await signInAsCurator(page);
  await page.goto('/dashboard?tab=settings#licences');
  const section = page.locator('section#licences').getByRole('region', { name: 'Licences' });
  await expect(section.getByRole('button', { name: 'Add a licence' })).toBeVisible();
  for (const [index, { name, text, priceDifference }] of threeLicenceTiers(COMMERCIAL_TEXT).entries()) {
    await section.getByRole('button', { name: 'Add a licence' }).click();
    const tier = section.getByRole('group', { name: `Licence ${index + 1}` });
    await tier.getByLabel('Name').fill(name);
    await tier.getByLabel('What it allows').fill(text);
    await tier.getByLabel('Price difference (USD)').fill(priceDifference);
  }
  await section.getByRole('button', { name: 'Save licences' }).click();
  await expect(page.getByText('Buyers now choose from 3 licences.').first()).toBeVisible();

  // The artwork page offers them with this work's prices; the buyer takes Commercial.
  await page.goto(artworkPagePath(seeded));
  const choice = page.getByRole('radiogroup', { name: 'Choose a licence' });
  await expect(choice.getByRole('radio', { name: /Personal/ })).toBeChecked();
  await expect(choice).toContainText('Commercial$36.00');
  await expect(choice).toContainText('Extended$101.00');
  await choice.getByRole('radio', { name: /Commercial/ }).click();
  await page.getByRole('button', { name: `Add to Cart: ${work.title}` }).click();
  const cart = page.getByRole('dialog', { name: 'Cart' });
  await expect(cart.getByText('Commercial licence')).toBeVisible();
  await expect(cart.getByTestId('cart-total')).toHaveText('$36.00');
  await cart.getByRole('button', { name: 'Checkout' }).click();
  await page.getByLabel('State').selectOption('NY');
  // New York's 8% on the licensed price, as the server computes it.
  const totalCents = 3600 + taxCents(3600, 0.08);
  const email = `licences-${tag}@example.com`;
  const orderId = await payAs(page, totalCents, email);

  // The printable receipt names the licence on its line and gives its text as sold.
  await page.goto(`/success/receipt?order=${encodeURIComponent(orderId)}`);
  const receipt = page.getByRole('article', { name: 'Receipt' });
  await expect(receipt.getByTestId('receipt-total')).toHaveText(usd(totalCents));
  await expect(receipt.getByRole('cell', { name: `${work.title} Commercial licence` })).toBeVisible();
  const sold = receipt.getByRole('region', { name: 'Licences bought' });
  await expect(sold.getByRole('heading', { name: 'Commercial licence' })).toBeVisible();
  await expect(sold).toContainText(COMMERCIAL_TEXT);

  // So does the receipt e-mail.
  const mail = await mailWithSubject(email, RECEIPT_SUBJECT);
  expect(mail.text).toContain(`- ${work.title} (Commercial licence): $36.00`);
  expect(mail.text).toContain(COMMERCIAL_TEXT);
});
