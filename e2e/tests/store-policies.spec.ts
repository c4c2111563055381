import { expect, test, type Page } from '@playwright/test';
import { E2E } from '../support/environment';

// Issue #25 "Done when": the curator edits a store policy in the dashboard; a buyer finds it from
// the footer, and finds the lost-links page (/download) from the footer too. At both widths.
const tag = `${E2E.runId}-${Math.random().toString(36).slice(2, 8)}`;

async function signIn(page: Page) {
  await page.goto('/dashboard');
  await page.getByLabel('Password').fill(E2E.adminPassword);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Upload & Process Artwork' })).toBeVisible();
}

test('a policy edited in the dashboard shows on its page, linked from the footer with /download @narrow', async ({
  page,
  browser,
}) => {
  await signIn(page);
  await page.goto('/dashboard?tab=preview');
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
    await buyer.goto('/');
    const help = buyer.getByRole('contentinfo').getByRole('navigation', { name: 'Help' });
    await help.getByRole('link', { name: 'Refund Policy' }).click();
    await expect(buyer).toHaveURL(/\/policies\/refund-policy$/);
    await expect(buyer.getByRole('heading', { level: 1, name: 'Refund Policy' })).toBeVisible();
    await expect(buyer.getByRole('heading', { level: 2, name: `Refunds ${tag}` })).toBeVisible();
    await expect(buyer.getByText('<script>window.__pwned = 1</script>')).toBeVisible();
    expect(await buyer.evaluate('window.__pwned')).toBeUndefined();

    await help.getByRole('link', { name: 'Lost your download links?' }).click();
    await expect(buyer).toHaveURL(/\/download$/);
    await expect(buyer.getByRole('heading', { level: 1, name: 'Download Your Artwork' })).toBeVisible();
  } finally {
    await buyer.close();
  }
});
