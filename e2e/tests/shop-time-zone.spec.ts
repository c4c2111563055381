import { dayIn, nextDay } from '@shop/contracts';
import { expect, test } from '@playwright/test';
import { buyInTestMode } from '../support/buy-in-test-mode';
import { journeyTag, seedWorkForSale, signInAsCurator, workForSale } from '../support/mail-journey';
import { adminApi } from '../support/storefront-data';

// The dashboard's one time rule: the shop's zone, chosen in Settings › Shop identity, named
// beside every time and date field, and the zone the Orders filter and the Sales report count
// days in (the integration tests of orders pin the day arithmetic; this one, that the dashboard
// sends and shows the zone). At 390 px (@narrow) and 1366 px.

const ZONE = 'Pacific/Kiritimati';

test('the artist chooses the shop’s time zone, and every dashboard time and day follows it @narrow', async ({
  page,
}) => {
  const api = await adminApi();
  try {
    const tag = journeyTag();
    const work = await seedWorkForSale(api, workForSale(`Zone ${tag}`, 1500));
    await page.goto('/download');
    const email = `zone-${tag}@example.com`;
    const order = await buyInTestMode(page, work.id, { email, name: 'Zone Buyer' });
    const detail = await api.get(`/api/orders/${order.id}/admin`);
    const { createdAt } = (await detail.json()) as { createdAt: string };
    const shopDay = dayIn(new Date(createdAt), ZONE);

    await signInAsCurator(page);
    await page.goto('/dashboard?tab=settings#shop-identity');
    const zone = page.getByLabel('Shop time zone');
    await expect(zone).toHaveValue('UTC');
    await zone.selectOption(ZONE);
    await page.getByRole('button', { name: 'Save time zone' }).click();
    await expect(
      page.getByText(`The dashboard now tells times and counts days in ${ZONE}.`, { exact: true }),
    ).toBeVisible();

    // The Orders tab: the order's time told in the zone, and the date filter counts the zone's days.
    await page.getByRole('tab', { name: 'Orders' }).click();
    await expect(page.getByLabel('From')).toHaveAccessibleDescription(ZONE);
    const search = async (from: string, to: string) => {
      await page.getByLabel('Search orders').fill(email);
      await page.getByLabel('From').fill(from);
      await page.getByLabel('To').fill(to);
      await page.getByRole('button', { name: 'Search', exact: true }).click();
    };
    await search(shopDay, shopDay);
    const row = page.getByRole('row').filter({ hasText: email });
    await expect(row).toContainText(ZONE);
    // The next day of the shop holds none of it.
    await search(nextDay(shopDay), nextDay(shopDay));
    await expect(row).toHaveCount(0);

    // The Sales tab: its period fields name the zone; its report is asked in it.
    const asked = page.waitForRequest((request) => request.url().includes('/api/sales?'));
    await page.getByRole('tab', { name: 'Sales' }).click();
    expect(new URL((await asked).url()).searchParams.get('timeZone')).toBe(ZONE);
    await expect(page.getByLabel('From')).toHaveAccessibleDescription(ZONE);
  } finally {
    // Back to UTC: the journeys after this one read the dashboard in it.
    const reset = await api.put('/api/shop-identity/time-zone', { data: { timeZone: 'UTC' } });
    expect(reset.ok(), await reset.text()).toBe(true);
    await api.dispose();
  }
});
