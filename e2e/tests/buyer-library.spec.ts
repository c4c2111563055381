import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { buyWorkForSale, journeyTag, seedWorkForSale, workForSale } from '../support/mail-journey';
import { adminApi, archiveTagged, mailTo, mailWithSubject, RECEIPT_SUBJECT } from '../support/storefront-data';
import { expectDelivered } from '../support/delivered-file';

// A buyer's library: a shopper buys a work, later opens /library from the footer,
// asks for a sign-in link, reads it in the run command's mail catcher, opens it, finds the order
// with the work and its live link (the original downloads), and the same link a second time is
// refused with a clear message. Its own work under its own title, archived at the end.
const tag = journeyTag();
const WORK = workForSale(`Library ${tag}`, 1350);
const SIGN_IN_SUBJECT = /^Your sign-in link to your library at .+$/;

test('buy, ask /library for a sign-in link, open it from the e-mail, see the order and download; the link works once', async ({
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

  const email = `lib-${tag}@example.com`;
  const shopper = await browser.newContext({ acceptDownloads: true });
  try {
    const checkout = await shopper.newPage();
    const orderId = await buyWorkForSale(checkout, WORK, email);
    await mailWithSubject(email, RECEIPT_SUBJECT);
    await checkout.close();

    // From the footer to /library, where the e-mail address is all the buyer has.
    const page = await shopper.newPage();
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Your library' }).click();
    await expect(page).toHaveURL(/\/library$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Your library' })).toBeVisible();
    const form = page.getByRole('form', { name: 'Open your library' });
    await form.getByLabel('Email').fill(email);
    await form.getByRole('button', { name: 'Email me a sign-in link' }).click();
    await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();

    // The sign-in e-mail, with its single-use link.
    const mail = await mailWithSubject(email, SIGN_IN_SUBJECT, 60_000);
    const link = /(https?:\/\/\S+\/library#token=[A-Za-z0-9_-]{43})/.exec(mail.text ?? '')?.[1];
    expect(link, mail.text).toBeDefined();

    await page.goto(link ?? '');
    await expect(page.getByText(`Signed in as ${email}`)).toBeVisible();
    // The token leaves the address bar once spent.
    await expect(page).toHaveURL(/\/library$/);
    const order = page.getByRole('article', { name: `Order #${orderId.slice(0, 8).toUpperCase()}` });
    await expect(order).toBeVisible();
    await expect(order.getByText(WORK.title, { exact: true })).toBeVisible();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      order.getByRole('link', { name: `Download ${WORK.title}` }).click(),
    ]);
    await expectDelivered(readFileSync(await download.path()), original, WORK.title);

    // The same link again, in another browser: refused, saying why, with the form to ask anew.
    const again = await browser.newPage();
    try {
      await again.goto(link ?? '');
      await expect(again.getByRole('alert')).toContainText('This sign-in link has already been used.', {
        timeout: 30_000,
      });
      await expect(again.getByRole('button', { name: 'Email me a sign-in link' })).toBeVisible();
    } finally {
      await again.close();
    }
    // The terms state what the shop does with links past their 30 days (the artist's setting).
    await page.goto('/policies/terms');
    await expect(page.getByRole('region', { name: 'Your library and expired links' })).toContainText(
      'Your library (/library) lists every order paid with your e-mail address.',
    );
    // One sign-in e-mail, beside the receipt.
    expect((await mailTo(email)).filter((caught) => SIGN_IN_SUBJECT.test(caught.subject))).toHaveLength(1);
  } finally {
    await shopper.close();
    await archiveTagged(tag);
  }
});
