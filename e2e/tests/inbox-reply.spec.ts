import { expect, test } from '@playwright/test';
import { E2E } from '../support/environment';
import { signInAsCurator } from '../support/mail-journey';
import { mailWithSubject } from '../support/storefront-data';

// The curator answers a contact message from the dashboard's Inbox; the reply is sent
// through the shop's mail (checked in the mail catcher) and shown under the message. At 390 px
// (@narrow) and 1366 px.

test('the curator replies to a contact message from the Inbox and the sender receives it @narrow', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  const tag = `${E2E.runId}-${testInfo.project.name}-${Math.random().toString(36).slice(2, 8)}`;
  const email = `sender-${tag}@example.com`;
  const subject = `Print ${tag}`;
  const sent = await page.request.post('/api/contact', {
    data: { name: 'Grace Hopper', email, subject, message: 'Could you print Neon Fox at A1?' },
  });
  expect(sent.status(), await sent.text()).toBe(201);

  await signInAsCurator(page);
  await page.goto('/dashboard?tab=inbox');
  await page
    .getByRole('list', { name: 'Contact messages' })
    .getByRole('button', { name: new RegExp(subject) })
    .click();
  await page.getByRole('button', { name: 'Reply', exact: true }).click();
  await page.getByRole('textbox', { name: 'Your reply to Grace Hopper' }).fill(`Yes, A1 works. ${tag}`);
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByText('Reply sent', { exact: true }).first()).toBeVisible();

  const thread = page.getByRole('region', { name: 'Replies' });
  await expect(thread.getByText(`Yes, A1 works. ${tag}`)).toBeVisible();
  await expect(thread.getByText(/^Sent /)).toBeVisible();
  // The thread fits the phone: nothing pushes the page sideways.
  const pageWidth = Number(await page.evaluate('document.documentElement.scrollWidth'));
  expect(pageWidth).toBeLessThanOrEqual(page.viewportSize()?.width ?? 1366);

  const mail = await mailWithSubject(email, new RegExp(`^Re: ${subject}$`));
  expect(mail.text).toContain(`Yes, A1 works. ${tag}`);
});
