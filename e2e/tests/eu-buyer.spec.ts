import { expect, test } from '@playwright/test';
import { journeyTag, signInAsCurator } from '../support/mail-journey';
import {
  adminApi,
  CUSTOM_LOGO_CENTS,
  mailWithSubject,
  RECEIPT_SUBJECT,
  taxCents,
  usd,
} from '../support/storefront-data';

// A buyer in Berlin with a German browser, at 390 px (@narrow) and 1366 px: the checkout preselects
// Germany from the browser's language and time zone, payment stays closed until the buyer asks for
// immediate delivery (losing the right of withdrawal once the download starts; the server refuses
// an EU order without it too), and the receipt page, its printout and the receipt e-mail (from the
// mail catcher) then serve as an invoice: the artist's legal name, address and VAT id, set in the
// dashboard's Settings, a sequential invoice number, and the consent with its time.
const CONSENT = 'Deliver my download now; I understand I lose my right to withdraw once it starts';
const INVOICE_NUMBER = /^INV-\d{4}-\d{6}$/;

test('a de-DE buyer in Berlin gets Germany, consents before paying and gets an invoice @narrow', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(150_000);
  const tag = journeyTag();
  const seller = {
    legalName: `Studio ${tag} GmbH`,
    street: 'Hafenstraße 1',
    city: '20457 Hamburg',
    country: 'Germany',
    taxId: 'DE123456789',
  };

  // The artist sets the seller details in Settings → Shop identity.
  await signInAsCurator(page);
  await page.goto('/dashboard?tab=settings#shop-identity');
  const card = page.locator('#shop-identity').getByRole('region', { name: 'Seller details for invoices' });
  await card.getByLabel('Legal name').fill(seller.legalName);
  await card.getByLabel('Postal address').fill(`${seller.street}\n${seller.city}\n${seller.country}`);
  await card.getByLabel('VAT / tax ID (optional)').fill(seller.taxId);
  await card.getByRole('button', { name: 'Save seller details' }).click();
  await expect(
    page.getByText(`Orders paid from now on name ${seller.legalName} as the seller.`, { exact: true }),
  ).toBeVisible();

  // The server refuses an EU order that comes without the consent, whatever the page does.
  const api = await adminApi();
  try {
    const refused = await api.post('/paypal/order', {
      data: { items: [{ artworkId: 'package-custom-logo', quantity: 1 }], countryCode: 'DE' },
    });
    expect(refused.status()).toBe(400);
    expect(await refused.json()).toMatchObject({ error: 'withdrawal_consent_required' });
  } finally {
    await api.dispose();
  }

  // The run's context options (base URL, the project's device) with a German browser in Berlin.
  const context = await browser.newContext({ locale: 'de-DE', timezoneId: 'Europe/Berlin' });
  try {
    const buyer = await context.newPage();
    await buyer.goto('/pricing');
    await buyer.getByRole('button', { name: 'Add to Cart: Custom Logo' }).click();
    await buyer.getByRole('dialog', { name: 'Cart' }).getByRole('button', { name: 'Checkout' }).click();
    await expect(buyer.getByLabel('Country')).toHaveValue('DE');
    await expect(buyer.getByText('VAT (Germany 19%)')).toBeVisible();
    const tax = taxCents(CUSTOM_LOGO_CENTS, 0.19);
    const total = CUSTOM_LOGO_CENTS + tax;

    // No payment without the consent.
    const proceed = buyer.getByRole('button', { name: `Continue to Payment - ${usd(total)}` });
    const consent = buyer.getByRole('checkbox', { name: CONSENT });
    await expect(consent).not.toBeChecked();
    await expect(proceed).toBeDisabled();
    await expect(buyer.getByLabel('Name')).toHaveCount(0);
    await consent.check();
    await proceed.click();
    const email = `eu-${tag}-${testInfo.project.name}@example.com`;
    await buyer.getByLabel('Name').fill('Greta Berlin');
    await buyer.getByLabel('Email').fill(email);
    await buyer.getByRole('button', { name: `Pay ${usd(total)}` }).click();
    await expect(buyer).toHaveURL(/\/success\?order=[^&]+$/);
    const orderId = new URL(buyer.url()).searchParams.get('order') ?? '';

    // The receipt page names the seller, the invoice number and the consent with its time.
    await buyer.goto(`/success/receipt?order=${orderId}`);
    const receipt = buyer.getByRole('article', { name: 'Receipt' });
    const invoiceNumber = (await receipt.getByTestId('receipt-invoice-number').textContent())?.trim() ?? '';
    expect(invoiceNumber).toMatch(INVOICE_NUMBER);
    const sellerBlock = receipt.getByTestId('receipt-seller');
    for (const line of [seller.legalName, seller.street, seller.city, `VAT/tax ID: ${seller.taxId}`]) {
      await expect(sellerBlock).toContainText(line);
    }
    const consentNote = receipt.getByTestId('receipt-withdrawal-consent');
    await expect(consentNote).toContainText(/You agreed to immediate delivery on .+ UTC; your right of withdrawal/);
    await expect(receipt.getByTestId('receipt-total')).toHaveText(usd(total));

    // The printout too.
    await buyer.emulateMedia({ media: 'print' });
    await expect(sellerBlock).toBeVisible();
    await expect(sellerBlock).toContainText(seller.legalName);
    await expect(receipt.getByTestId('receipt-invoice-number')).toBeVisible();
    await expect(consentNote).toBeVisible();
    await buyer.emulateMedia({ media: 'screen' });

    // And the receipt e-mail.
    const mail = await mailWithSubject(email, RECEIPT_SUBJECT);
    const text = mail.text ?? '';
    expect(text).toContain(`Invoice number: ${invoiceNumber}`);
    expect(text).toContain(`Seller:\n${seller.legalName}\n${seller.street}\n${seller.city}\n${seller.country}`);
    expect(text).toContain(`VAT/tax ID: ${seller.taxId}`);
    expect(text).toMatch(
      /You agreed to immediate delivery on .+ UTC; your right of withdrawal ends once the download starts\./,
    );
    expect(mail.html ?? '').toContain(invoiceNumber);
    expect(mail.html ?? '').toContain(seller.taxId);
  } finally {
    await context.close();
  }
});
