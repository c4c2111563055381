import { STORE_POLICY_SLUGS, storePolicyPath } from '@shop/contracts';
import { expect, test, type Page } from '@playwright/test';
import { journeyTag, signInAsCurator } from '../support/mail-journey';
import {
  checkoutCustomLogo,
  CUSTOM_LOGO_CENTS,
  followMailLink,
  mailLinks,
  mailWithSubject,
  payAs,
  RECEIPT_SUBJECT,
  taxCents,
} from '../support/storefront-data';

// The curator edits a store policy in the dashboard; a buyer finds it from
// the footer, and finds the lost-links page (/download) from the footer too; after buying, the
// receipt page and the receipt e-mail (from the mail catcher) link the policies, and the e-mail's
// link shows the edited text. At 390 px (@narrow) and 1366 px.
const tag = journeyTag();

/** The Refund Policy page shows the curator's edited text, rendered and sanitized. */
async function expectEditedRefundPolicy(page: Page) {
  await expect(page).toHaveURL(/\/policies\/refund-policy$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Refund Policy' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: `Refunds ${tag}` })).toBeVisible();
}

test('a policy edited in the dashboard shows on its page, linked from the footer with /download and from the receipt @narrow', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  await signInAsCurator(page);
  await page.goto('/dashboard?tab=settings#policies');
  const card = page.getByRole('region', { name: 'Store policies' });
  await card.getByLabel('Policy').selectOption('refund-policy');
  const text = card.getByLabel('Refund Policy (Markdown)');
  await text.fill(`## Refunds ${tag}\n\nWithin **14 days**. <script>window.__pwned = 1</script>`);
  await expect(
    card.getByRole('region', { name: 'Preview' }).getByRole('heading', { name: `Refunds ${tag}` }),
  ).toBeVisible();
  await card.getByRole('button', { name: 'Save policy' }).click();
  await expect(page.getByText('The Refund Policy page now shows your text.', { exact: true })).toBeVisible();

  const buyer = await browser.newPage();
  try {
    // The footer: the policy, then the way back to lost links. On the contact page, whose content
    // is all there at once: on the home page, sections that come with their data move the footer
    // down, and a click aimed at it as that happened met the page instead (a CI run under load).
    await buyer.goto('/contact');
    const help = buyer.getByRole('contentinfo').getByRole('navigation', { name: 'Help' });
    await help.getByRole('link', { name: 'Refund Policy' }).click();
    await expectEditedRefundPolicy(buyer);
    await expect(buyer.getByText('<script>window.__pwned = 1</script>')).toBeVisible();
    expect(await buyer.evaluate('window.__pwned')).toBeUndefined();

    await help.getByRole('link', { name: 'Lost your download links?' }).click();
    await expect(buyer).toHaveURL(/\/download$/);
    await expect(buyer.getByRole('heading', { level: 1, name: 'Download Your Artwork' })).toBeVisible();

    // A purchase: the printable receipt links the policies it was made under.
    const email = `policies-${tag}-${testInfo.project.name}@example.com`;
    await checkoutCustomLogo(buyer);
    await buyer.getByLabel('State').selectOption('NY');
    const orderId = await payAs(buyer, CUSTOM_LOGO_CENTS + taxCents(CUSTOM_LOGO_CENTS, 0.08), email);
    await buyer.goto(`/success/receipt?order=${orderId}`);
    await expect(buyer.getByRole('article', { name: 'Receipt' })).toBeVisible();
    const receiptHelp = buyer.getByRole('main').getByRole('navigation', { name: 'Help' });
    await expect(receiptHelp.getByRole('link', { name: 'Lost your download links?' })).toHaveAttribute(
      'href',
      '/download',
    );
    await receiptHelp.getByRole('link', { name: 'Refund Policy' }).click();
    await expectEditedRefundPolicy(buyer);

    // The receipt e-mail links /download and every policy; its Refund Policy link shows the edit.
    const receipt = await mailWithSubject(email, RECEIPT_SUBJECT);
    const paths = mailLinks(receipt)
      .filter((href) => href.startsWith('http'))
      .map((href) => new URL(href).pathname);
    expect(paths).toEqual(expect.arrayContaining(['/download', ...STORE_POLICY_SLUGS.map(storePolicyPath)]));
    await followMailLink(buyer, receipt, /\/policies\/refund-policy$/);
    await expectEditedRefundPolicy(buyer);
  } finally {
    await buyer.close();
  }
});
