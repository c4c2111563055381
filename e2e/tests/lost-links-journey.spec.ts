import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { buyWorkForSale, journeyTag, seedWorkForSale, signInAsCurator, workForSale } from '../support/mail-journey';
import {
  adminApi,
  archiveTagged,
  followMailLink,
  mailTo,
  mailWithSubject,
  RECEIPT_SUBJECT,
  usd,
} from '../support/storefront-data';
import { expectDelivered } from '../support/delivered-file';

// A shopper buys an artwork (payments simulator), closes the success tab,
// goes to /download, asks for the links by e-mail, reads the e-mail in the run command's mail
// catcher (its REST API), follows the link in it and downloads the original. The buyer
// finds /download from the receipt e-mail (opened from the catcher), at 390 px (@narrow) and
// 1366 px; store-policies.spec.ts finds it from the footer. It makes its own work under a title of
// its own and archives it at the end, so other specs find the catalogue as they left it.
const tag = journeyTag();
const WORK = workForSale(`Lost Links ${tag}`, 1250);
const LINKS_SUBJECT = /^Your download links from .+ \(order [0-9a-f]{8}\)$/;

test('buy, close the tab, find /download from the receipt e-mail, get the links again by e-mail, download the original @narrow', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const api = await adminApi();
  let original: Buffer;
  try {
    original = (await seedWorkForSale(api, WORK)).fixtureBytes;
  } finally {
    await api.dispose();
  }

  const email = `ada-${tag}@example.com`;
  const shopper = await browser.newContext({ acceptDownloads: true });
  try {
    // The purchase, then the success tab is closed: its links are gone with it.
    const checkoutTab = await shopper.newPage();
    const orderId = await buyWorkForSale(checkoutTab, WORK, email, { checkCartTotal: true });
    await expect(checkoutTab.getByRole('button', { name: `Download ${WORK.title}` })).toBeVisible();
    await checkoutTab.close();

    // The receipt e-mail, opened from the mail catcher, leads back to /download.
    const receipt = await mailWithSubject(email, RECEIPT_SUBJECT);
    expect(receipt.subject).toContain(orderId.slice(0, 8));
    expect(receipt.text ?? '').toContain(usd(WORK.totalCents));
    const page = await shopper.newPage();
    await followMailLink(page, receipt, /\/download$/);
    // /download: the e-mail address is all the buyer has.
    await expect(page.getByRole('heading', { level: 1, name: 'Download Your Artwork' })).toBeVisible();
    await expect(page.getByText('Downloads need a completed purchase.')).toBeVisible();
    const form = page.getByRole('form', { name: 'Lost your download links?' });
    await form.getByLabel('Email').fill(email);
    await form.getByRole('button', { name: 'Email my links' }).click();
    await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();

    // The e-mail arrives in the catcher (beside the receipt) with the order's link.
    await expect
      .poll(async () => (await mailTo(email)).filter((mail) => LINKS_SUBJECT.test(mail.subject)).length, {
        timeout: 60_000,
      })
      .toBe(1);
    const links = (await mailTo(email)).find((mail) => LINKS_SUBJECT.test(mail.subject));
    expect(links?.subject).toContain(orderId.slice(0, 8));

    // Follow the link as the e-mail shows it: the original downloads.
    await page.setContent(links?.html ?? '');
    await expect(page.getByText(orderId)).toBeVisible();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: /\.webp$/ }).click(),
    ]);
    await expectDelivered(readFileSync(await download.path()), original, 'the download');

    // The curator sends them once more from the order's page; the toast names the address.
    const curator = await browser.newPage();
    try {
      await signInAsCurator(curator);
      await curator.getByRole('tab', { name: 'Orders' }).click();
      await curator.getByLabel('Search orders').fill(orderId.slice(0, 8));
      await curator.getByRole('button', { name: 'Search', exact: true }).click();
      await curator.getByRole('button', { name: orderId.slice(0, 8).toUpperCase() }).click();
      await curator.getByRole('button', { name: 'Resend links' }).click();
      await expect(
        curator.getByText(`The order's download links are on their way to ${email}.`, { exact: true }),
      ).toBeVisible();
      await expect
        .poll(async () => (await mailTo(email)).filter((mail) => LINKS_SUBJECT.test(mail.subject)).length, {
          timeout: 60_000,
        })
        .toBe(2);
    } finally {
      await curator.close();
    }
  } finally {
    await shopper.close();
    await archiveTagged(tag);
  }
});

test('a contact message reaches the curator’s Inbox, unread, and the artist’s mailbox', async ({ page, browser }) => {
  const subject = `Inbox check ${tag}`;
  const visitor = await browser.newPage();
  try {
    await visitor.goto('/contact');
    await visitor.getByLabel('Name').fill('Grace Hopper');
    await visitor.getByLabel('Email').fill(`grace-${tag}@example.com`);
    await visitor.getByLabel('Subject').fill(subject);
    await visitor.getByLabel('Message').fill('Could you make a large print?');
    await visitor.getByRole('button', { name: 'Send Message' }).click();
    await expect(visitor.getByText('Message Sent!', { exact: true })).toBeVisible();
  } finally {
    await visitor.close();
  }

  await expect
    .poll(async () => (await mailTo('artist@localhost')).filter((mail) => mail.subject.endsWith(subject)).length, {
      timeout: 60_000,
    })
    .toBe(1);

  await signInAsCurator(page);
  await page.getByRole('tab', { name: /^Inbox \(\d+\)$/ }).click();
  const row = page.getByRole('list', { name: 'Contact messages' }).getByRole('button').filter({ hasText: subject });
  await expect(row).toContainText('Unread');
  await row.click();
  await expect(page.getByRole('heading', { name: subject })).toBeVisible();
  await expect(page.getByText('Could you make a large print?')).toBeVisible();
  await expect(row).not.toContainText('Unread');
  await page.getByRole('button', { name: 'Mark as unread' }).click();
  await expect(row).toContainText('Unread');
});
