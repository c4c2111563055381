import { expect, test } from '@playwright/test';
import { journeyTag, signInAsCurator } from '../support/mail-journey';

// The shop's settings are in a Settings tab, each section found by its
// name (and by its address, ?tab=settings#<section>), and the tab bar lights the clicked tab at once.
// At 390 px (@narrow) and 1366 px.

const SECTIONS = [
  { id: 'shop-identity', name: 'Shop identity', card: 'Shop identity' },
  { id: 'about-page', name: 'About page', card: 'About the artist' },
  { id: 'policies', name: 'Policies', card: 'Store policies' },
  { id: 'taxes', name: 'Taxes', card: 'Tax outside the US' },
  { id: 'prices', name: 'Prices', card: 'Reference price' },
  { id: 'packs', name: 'Packs', card: 'What each pack can take' },
  { id: 'watermark', name: 'Watermark', card: 'Preview watermark' },
] as const;

test('the Settings tab lists its sections; each link brings its section into view @narrow', async ({ page }) => {
  await signInAsCurator(page);
  const settingsTab = page.getByRole('tab', { name: 'Settings' });
  await settingsTab.click();
  // Read once, with no retry: the highlight is on the clicked tab as the click returns.
  expect(await settingsTab.getAttribute('aria-selected')).toBe('true');
  await expect(page.getByRole('heading', { level: 2, name: 'Settings', exact: true })).toBeVisible();
  await expect(page).toHaveURL(/[?&]tab=settings/);
  // The Preview tab previews, and no longer holds the settings.
  const nav = page.getByRole('navigation', { name: 'Settings sections' });
  for (const { id, name, card } of SECTIONS) {
    const section = page.locator(`section#${id}`);
    await expect(section.getByRole('heading', { name, exact: true }).first()).toHaveId(`${id}-heading`);
    await expect(section.getByRole('region', { name: card })).toBeVisible();
    // The cards above may still be filling in: the link is followed again until the section stays in view.
    await expect(async () => {
      await nav.getByRole('link', { name, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`#${id}$`));
      await expect(page.locator(`#${id}-heading`)).toBeInViewport({ timeout: 1000 });
    }).toPass({ timeout: 15_000 });
  }

  // Every section's cards drawn: nothing makes the page scroll sideways, on a phone either.
  const overflow = Number(
    await page.evaluate('document.documentElement.scrollWidth - document.documentElement.clientWidth'),
  );
  expect(overflow, 'the Settings tab scrolls sideways').toBeLessThanOrEqual(0);

  await page.getByRole('tab', { name: 'Preview' }).click();
  await expect(page.getByRole('heading', { name: 'Homepage Layout Preview' })).toBeVisible();
  for (const { card } of SECTIONS) await expect(page.getByRole('region', { name: card })).toHaveCount(0);
});

test('a link to a section opens the Settings tab at that section @narrow', async ({ page }) => {
  await signInAsCurator(page);
  await expect(async () => {
    await page.goto('/dashboard?tab=settings#taxes');
    await expect(page.getByRole('tab', { name: 'Settings', selected: true })).toBeVisible();
    await expect(page.locator('#taxes-heading')).toBeInViewport({ timeout: 2000 });
  }).toPass({ timeout: 20_000 });
  await expect(page.locator('#taxes').getByRole('region', { name: 'Tax outside the US' })).toBeVisible();
});

test('the tab bar lights each clicked tab as the click returns', async ({ page }) => {
  await signInAsCurator(page);
  for (const name of ['Orders', 'Sales', 'Inbox', 'Curation', 'Settings', 'Upload']) {
    const tab = page.getByRole('tab', { name });
    await tab.click();
    expect(await tab.getAttribute('aria-selected'), name).toBe('true');
  }
});

test('the artist writes the About page in Settings; a new visitor finds it from the footer @narrow', async ({
  page,
  browser,
}) => {
  const tag = journeyTag();
  await signInAsCurator(page);
  await page.goto('/dashboard?tab=settings#about-page');
  const card = page.locator('#about-page').getByRole('region', { name: 'About the artist' });
  await card.getByLabel('About the artist (Markdown)').fill(`## Who paints here ${tag}\n\nI paint with **models**.`);
  await card.getByRole('button', { name: 'Save About page' }).click();
  await expect(page.getByText('About page saved', { exact: true })).toBeVisible();
  await expect(card.getByRole('link', { name: 'View the page' })).toHaveAttribute('href', '/about');

  // A fresh browser, with no cookie and nothing cached: the footer of a page whose content is all
  // there at once (the contact page), then the page.
  const visitor = await browser.newPage();
  try {
    await visitor.goto('/contact');
    const help = visitor.getByRole('contentinfo').getByRole('navigation', { name: 'Help' });
    await help.getByRole('link', { name: 'About the artist' }).click();
    await expect(visitor).toHaveURL(/\/about$/);
    await expect(visitor.getByRole('heading', { level: 1, name: 'About the artist' })).toBeVisible();
    const article = visitor.getByRole('article', { name: 'About the artist' });
    await expect(article.getByRole('heading', { name: `Who paints here ${tag}` })).toBeVisible();
    await expect(article.getByText('models')).toHaveCSS('font-weight', '700');
    await expect(visitor).toHaveTitle(/^About the artist \| /);
  } finally {
    await visitor.close();
  }
});
