import { expect, test } from '@playwright/test';
import { E2E } from '../support/environment';
import {
  checkoutCustomLogo,
  CUSTOM_LOGO_CENTS,
  mailWithSubject,
  payAs,
  RECEIPT_SUBJECT,
  taxCents,
  usd,
} from '../support/storefront-data';

// A buyer in Germany and one in New York pay the right tax, at 390 px
// (@narrow) and 1366 px. The country comes before the state; Germany pays the shop's 19% VAT (its
// shipped rate), New York SPEC's 8% sales tax. The checkout, the receipt page and the receipt
// e-mail (in the mail catcher) each show the same tax and total, and name the tax.

/** The receipt e-mail's plain text: the tax named with its rate, its amount and the total. */
async function expectReceiptMail(email: string, orderId: string, tax: RegExp, taxAmount: number, total: number) {
  const mail = await mailWithSubject(email, RECEIPT_SUBJECT);
  expect(mail.subject).toContain(orderId.slice(0, 8));
  const text = mail.text ?? '';
  expect(text).toMatch(tax);
  expect(text).toContain(usd(taxAmount));
  expect(text).toContain(usd(total));
  expect(mail.html ?? '').toContain(usd(total));
}

test.describe('buyers from every country @narrow', () => {
  test('a buyer in Germany pays 19% VAT, named on the receipt page and e-mail', async ({ page }, testInfo) => {
    const email = `berlin-${E2E.runId}-${testInfo.project.name}@example.com`;
    await checkoutCustomLogo(page);
    await page.getByLabel('Country').selectOption('DE');
    await expect(page.getByLabel('State')).toHaveCount(0);
    await expect(page.getByText('VAT (Germany 19%)')).toBeVisible();
    const tax = taxCents(CUSTOM_LOGO_CENTS, 0.19);
    const total = CUSTOM_LOGO_CENTS + tax;
    await expect(page.getByTestId('checkout-total')).toHaveText(usd(total));
    // A buyer in the EU asks for immediate delivery before paying.
    await page
      .getByRole('checkbox', {
        name: 'Deliver my download now; I understand I lose my right to withdraw once it starts',
      })
      .check();
    const orderId = await payAs(page, total, email);

    await page.goto(`/success/receipt?order=${orderId}`);
    const receipt = page.getByRole('article', { name: 'Receipt' });
    await expect(receipt.getByTestId('receipt-country')).toHaveText('Germany');
    await expect(receipt.getByText('VAT (Germany 19%)')).toBeVisible();
    await expect(receipt.getByTestId('receipt-tax')).toHaveText(usd(tax));
    await expect(receipt.getByTestId('receipt-total')).toHaveText(usd(total));

    await expectReceiptMail(email, orderId, /VAT\b.*Germany.*19%/, tax, total);
  });

  test('a buyer in New York pays the 8% state sales tax as before', async ({ page }, testInfo) => {
    const email = `new-york-${E2E.runId}-${testInfo.project.name}@example.com`;
    await checkoutCustomLogo(page);
    await expect(page.getByText('State Selection Required')).toBeVisible();
    await page.getByLabel('State').selectOption('NY');
    const tax = taxCents(CUSTOM_LOGO_CENTS, 0.08);
    const total = CUSTOM_LOGO_CENTS + tax;
    await expect(page.getByText('Sales Tax (NY 8%)')).toBeVisible();
    await expect(page.getByTestId('checkout-total')).toHaveText(usd(total));
    const orderId = await payAs(page, total, email);

    await page.goto(`/success/receipt?order=${orderId}`);
    const receipt = page.getByRole('article', { name: 'Receipt' });
    await expect(receipt.getByTestId('receipt-country')).toHaveText('United States');
    await expect(receipt.getByText('Sales tax (NY 8%)')).toBeVisible();
    await expect(receipt.getByTestId('receipt-tax')).toHaveText(usd(tax));
    await expect(receipt.getByTestId('receipt-total')).toHaveText(usd(total));

    await expectReceiptMail(email, orderId, /\bNY\b.*8%/, tax, total);
  });
});
