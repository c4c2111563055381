import { expect, test } from '@playwright/test';

test.describe('the web app shell @narrow', () => {
  test('serves the app and shows the 404 page for an unknown path', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  });

  test('the API answers through the same origin', async ({ request }) => {
    const me = await request.get('/api/auth/me');
    expect(me.status()).toBe(401);
    const config = await request.get('/api/paypal/config');
    expect(await config.json()).toMatchObject({ currency: 'USD' });
  });
});
