import type { AdminOrderList, CaptureResponse } from '@shop/contracts';
import { expect, test, type Route } from '@playwright/test';
import { E2E } from '../support/environment';
import { adminApi, seedArtwork, taxCents, usd } from '../support/storefront-data';

// In test mode, the first `POST /api/orders` after the capture fails (503);
// the page retries, and the buyer ends with exactly one capture and one order, never offered a
// second Pay. Its work is its own (a title with this run's tag), archived at the end.
const tag = `${E2E.runId}-${Math.random().toString(36).slice(2, 8)}`;
const TITLE = `Retry Journey ${tag}`;
const PRICE_CENTS = 1250;

test('order recording fails once after the capture: one charge, one order, no second Pay', async ({ page }) => {
  test.setTimeout(180_000);
  const api = await adminApi();
  let artworkId = '';
  try {
    artworkId = (
      await seedArtwork(api, {
        fixture: 'dev-05-none-512.webp',
        title: TITLE,
        category: 'Sci-Fi',
        price: (PRICE_CENTS / 100).toFixed(2),
        isForSale: true,
      })
    ).id;

    // Every capture the page asks for, and the order recordings it sends.
    const captures: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && /\/paypal\/order\/[^/]+\/capture$/.test(new URL(request.url()).pathname))
        captures.push(request.url());
    });
    // The first recording answers 503; the retry is held until the page is seen not offering Pay.
    let recordings = 0;
    let releaseRetry: () => void = () => {};
    const retryHeld = new Promise<void>((resolve) => {
      releaseRetry = resolve;
    });
    await page.route(
      (url) => url.pathname === '/api/orders',
      async (route: Route) => {
        if (route.request().method() !== 'POST') return route.continue();
        recordings += 1;
        if (recordings === 1)
          return route.fulfill({
            status: 503,
            contentType: 'application/json',
            body: JSON.stringify({ error: 'dependency_unavailable', message: 'Orders is restarting' }),
          });
        await retryHeld;
        return route.continue();
      },
    );

    // Every shop page says test mode while the payments service runs its simulator.
    await page.goto('/sci-fi');
    await expect(page.getByRole('note', { name: 'Test mode' })).toContainText('Test mode: no money moves');
    await page
      .getByRole('listitem')
      .filter({ hasText: TITLE })
      .getByRole('button', { name: `Purchase Digital Download: ${TITLE}` })
      .click();
    await page.getByRole('dialog', { name: 'Cart' }).getByRole('button', { name: 'Checkout' }).click();
    await page.getByLabel('State').selectOption('NY');
    const total = usd(PRICE_CENTS + taxCents(PRICE_CENTS, 0.08));
    await page.getByRole('button', { name: `Continue to Payment - ${total}` }).click();
    await page.getByLabel('Name').fill('Ada Lovelace');
    await page.getByLabel('Email').fill('ada@example.com');
    const captured = page.waitForResponse(
      (response) => response.request().method() === 'POST' && /\/capture$/.test(response.url()),
    );
    await page.getByRole('button', { name: `Pay ${total}` }).click();
    const firstCapture = (await (await captured).json()) as CaptureResponse;
    const paypalOrderId = firstCapture.id;

    // Paid, the order not yet recorded: the page is recording it and offers no payment at all.
    await expect(page.getByText('Recording your order... Please keep this page open.').first()).toBeVisible();
    await expect.poll(() => recordings).toBe(2);
    await expect(page.getByRole('button', { name: /^Pay / })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /Continue to Payment/ })).toHaveCount(0);
    releaseRetry();

    await expect(page).toHaveURL(/\/success\?order=[^&]+$/);
    const orderId = new URL(page.url()).searchParams.get('order') ?? '';
    await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
    await expect(page.getByText('Completed', { exact: true })).toBeVisible();
    await expect(page.getByRole('note', { name: 'Test mode' })).toBeVisible();
    expect(captures).toHaveLength(1);
    expect(recordings).toBe(2);

    // Back at the checkout (a reload of it): nothing left to pay.
    await page.goto('/checkout-with-tax');
    await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Pay / })).toHaveCount(0);

    // The shop's own records: exactly one order for that PayPal order, captured once (asking to
    // capture it again only replays that capture).
    const found = (await (
      await api.get(`/api/orders?q=${encodeURIComponent(paypalOrderId)}`)
    ).json()) as AdminOrderList;
    const forThisPayment = found.orders.filter((order) => order.paypalOrderId === paypalOrderId);
    expect(forThisPayment).toHaveLength(1);
    expect(forThisPayment[0]).toMatchObject({ id: orderId, status: 'completed', captureId: expect.any(String) });
    // From the buyer's browser (its checkout cookie) the replay is the first answer; from anyone
    // else holding the PayPal order id, the same answer naming nobody.
    const again = await page.request.post(`/paypal/order/${encodeURIComponent(paypalOrderId)}/capture`);
    expect(again.status()).toBe(200);
    expect((await again.json()) as CaptureResponse).toEqual(firstCapture);
    const outsider = await api.post(`/paypal/order/${encodeURIComponent(paypalOrderId)}/capture`);
    expect((await outsider.json()) as CaptureResponse).toEqual({
      ...firstCapture,
      payer: { email_address: null, name: { given_name: null, surname: null } },
    });
    const detail = await api.get(`/api/orders/${encodeURIComponent(orderId)}/admin`);
    expect(detail.ok()).toBe(true);
    expect(JSON.stringify(await detail.json())).toContain(forThisPayment[0]?.captureId ?? 'no capture id');

    // The printable receipt of that order.
    await page.goto(`/success/receipt?order=${encodeURIComponent(orderId)}`);
    const receipt = page.getByRole('article', { name: 'Receipt' });
    // Exact: the receipt's link reads "Download <title>" too.
    await expect(receipt.getByText(TITLE, { exact: true })).toBeVisible();
    await expect(receipt.getByTestId('receipt-total')).toHaveText(total);
  } finally {
    if (artworkId) await api.patch(`/api/artworks/${artworkId}`, { data: { status: 'archived' } });
    await api.dispose();
  }
});
