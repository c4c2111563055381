import { expect, test, type Page } from '@playwright/test';
import { E2E } from '../support/environment';
import { mailTo, taxCents, usd } from './storefront-data';

// Issue #25 "Done when": a buyer in Germany and one in New York pay the right tax, on a phone and
// on a desktop. The country comes before the state; Germany pays the shop's 19% VAT (its shipped
// rate), New York SPEC's 8% sales tax; the receipt page and e-mail name the tax.
const LOGO_CENTS = 1999;
const cartPanel = (page: Page) => page.getByRole('dialog', { name: 'Cart' });

async function checkoutCustomLogo(page: Page) {
  await page.goto('/pricing');
  await page.getByRole('button', { name: 'Add to Cart: Custom Logo' }).click();
  await cartPanel(page).getByRole('button', { name: 'Checkout' }).click();
  await expect(page.getByLabel('Country')).toHaveValue('US');
}

async function pay(page: Page, total: number, email: string): Promise<string> {
  await page.getByRole('button', { name: `Continue to Payment - ${usd(total)}` }).click();
  await page.getByLabel('Name').fill('Ada Lovelace');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: `Pay ${usd(total)}` }).click();
  await expect(page).toHaveURL(/\/success\?order=[^&]+$/);
  return new URL(page.url()).searchParams.get('order') ?? '';
}

test.describe('buyers from every country @narrow', () => {
  test('a buyer in Germany pays 19% VAT, named on the receipt page and e-mail', async ({ page }, testInfo) => {
    const email = `berlin-${E2E.runId}-${testInfo.project.name}@example.com`;
    await checkoutCustomLogo(page);
    await page.getByLabel('Country').selectOption('DE');
    await expect(page.getByLabel('State')).toHaveCount(0);
    await expect(page.getByText('VAT (Germany 19%)')).toBeVisible();
    const total = LOGO_CENTS + taxCents(LOGO_CENTS, 0.19);
    await expect(page.getByTestId('checkout-total')).toHaveText(usd(total));
    const orderId = await pay(page, total, email);

    await page.goto(`/success/receipt?order=${orderId}`);
    const receipt = page.getByRole('article', { name: 'Receipt' });
    await expect(receipt.getByTestId('receipt-country')).toHaveText('Germany');
    await expect(receipt.getByText('VAT (Germany 19%)')).toBeVisible();
    await expect(receipt.getByTestId('receipt-total')).toHaveText(usd(total));

    const receiptMail = async () => (await mailTo(email)).find((mail) => /^Your receipt from /.test(mail.subject));
    await expect.poll(async () => (await receiptMail()) !== undefined, { timeout: 30_000 }).toBe(true);
    expect((await receiptMail())?.html ?? '').toContain('VAT (Germany, 19%)');
  });

  test('a buyer in New York pays the 8% state sales tax as before', async ({ page }, testInfo) => {
    await checkoutCustomLogo(page);
    await expect(page.getByText('State Selection Required')).toBeVisible();
    await page.getByLabel('State').selectOption('NY');
    const total = LOGO_CENTS + taxCents(LOGO_CENTS, 0.08);
    await expect(page.getByText('Sales Tax (NY 8%)')).toBeVisible();
    const orderId = await pay(page, total, `new-york-${E2E.runId}-${testInfo.project.name}@example.com`);
    await page.goto(`/success/receipt?order=${orderId}`);
    await expect(page.getByRole('article', { name: 'Receipt' }).getByTestId('receipt-total')).toHaveText(usd(total));
  });
});
