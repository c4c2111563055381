import { artworkPagePath, type Order } from '@shop/contracts';
import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { clearLicenceTiers, threeLicenceTiers } from '../support/licence-tiers';
import { journeyTag, seedWorkForSale, workForSale } from '../support/mail-journey';
import { PRINT_INSTRUCTIONS_PDF } from '../support/print-files';
import {
  adminApi,
  archiveTagged,
  FIXTURES_DIR,
  mailWithSubject,
  payAs,
  RECEIPT_SUBJECT,
  taxCents,
  usd,
} from '../support/storefront-data';
import { expectDelivered } from '../support/delivered-file';

// What a print buyer comes for, in one journey: a work with three extra files (a print-size PNG,
// a square crop, a PDF of print instructions) sold under three licences; the buyer takes
// Commercial on the artwork page and pays it, the success page, the printable receipt and the
// receipt e-mail name it, and every file downloads byte-identical to what the artist attached (the
// e2e stack signs nothing: C2PA_SIGNING=off, see services/orders' signed-downloads test for the
// signed copies). The tiers are the shop's own: removed at the end for the specs after this one.
const tag = journeyTag();
const COMMERCIAL_TEXT = `Use in products you sell (${tag}). No resale of the file itself.`;
const fixture = (name: string) => readFileSync(join(FIXTURES_DIR, name));

test.afterAll(async () => {
  await clearLicenceTiers();
  await archiveTagged(tag);
});

test('a work with three files and three licences, bought under Commercial: named everywhere, every file whole', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const work = workForSale(`Harbor print set ${tag}`, 1100);
  const files = [
    {
      label: 'Print size PNG',
      name: 'harbor-print.png',
      mimeType: 'image/png',
      bytes: fixture('dev-01-correct-512.png'),
    },
    {
      label: 'Square crop',
      name: 'harbor-square.webp',
      mimeType: 'image/webp',
      bytes: fixture('dev-04-correct-1024.webp'),
    },
    {
      label: 'Print instructions',
      name: 'print-instructions.pdf',
      mimeType: 'application/pdf',
      bytes: PRINT_INSTRUCTIONS_PDF,
    },
  ];
  const api = await adminApi();
  let seeded: Awaited<ReturnType<typeof seedWorkForSale>>;
  try {
    seeded = await seedWorkForSale(api, work);
    for (const file of files) {
      const attached = await api.post(`/api/artworks/${seeded.id}/files`, {
        multipart: { file: { name: file.name, mimeType: file.mimeType, buffer: file.bytes }, label: file.label },
      });
      expect(attached.status(), await attached.text()).toBe(201);
    }
    const saved = await api.put('/api/licences', { data: { licences: threeLicenceTiers(COMMERCIAL_TEXT) } });
    expect(saved.ok(), await saved.text()).toBe(true);
  } finally {
    await api.dispose();
  }

  // The artwork page lists what the buyer gets and offers the three licences at this work's prices.
  await page.goto(artworkPagePath(seeded));
  const whatYouGet = page.getByRole('region', { name: 'What you get' });
  await expect(whatYouGet.getByTestId('artwork-extra-files').getByRole('listitem')).toHaveText([
    /Print size PNG.*PNG/,
    /Square crop.*WebP · 1024 × 1024 px/,
    /Print instructions.*PDF/,
  ]);
  const choice = page.getByRole('radiogroup', { name: 'Choose a licence' });
  await expect(choice).toContainText('Commercial$36.00');
  await choice.getByRole('radio', { name: /Commercial/ }).click();
  await page.getByRole('button', { name: `Add to Cart: ${work.title}` }).click();
  const cart = page.getByRole('dialog', { name: 'Cart' });
  await expect(cart.getByText('Commercial licence')).toBeVisible();
  await cart.getByRole('button', { name: 'Checkout' }).click();
  await page.getByLabel('State').selectOption('NY');
  const totalCents = 3600 + taxCents(3600, 0.08);
  const email = `print-set-${tag}@example.com`;
  const orderId = await payAs(page, totalCents, email);

  // The success page names the licence under the work's download, with its text as sold.
  const download = page.getByRole('button', { name: `Download ${work.title}`, exact: true });
  await expect(download).toBeVisible();
  await expect(page.getByTestId('download-licence')).toHaveText('Commercial licence');
  await expect(page.getByRole('region', { name: 'Licences bought' })).toContainText(COMMERCIAL_TEXT);

  // Every file, the original and the three attached, downloads whole.
  const order = (await (await page.request.get(`/api/orders/${encodeURIComponent(orderId)}`)).json()) as Order;
  const item = order.downloadItems?.[0];
  expect(item?.licence?.name).toBe('Commercial');
  const original = await page.request.get(new URL(order.download_links[0] ?? '').pathname);
  expect(original.status()).toBe(200);
  await expectDelivered(await original.body(), seeded.fixtureBytes, 'the original');
  expect((item?.files ?? []).map((file) => file.label)).toEqual(files.map((file) => file.label));
  for (const [index, file] of files.entries()) {
    const delivered = await page.request.get(new URL(item?.files?.[index]?.url ?? '').pathname);
    expect(delivered.status(), file.label).toBe(200);
    await expectDelivered(await delivered.body(), file.bytes, file.label);
  }

  // The printable receipt and the receipt e-mail name it too, and list every file.
  await page.goto(`/success/receipt?order=${encodeURIComponent(orderId)}`);
  const receipt = page.getByRole('article', { name: 'Receipt' });
  await expect(receipt.getByTestId('receipt-total')).toHaveText(usd(totalCents));
  await expect(receipt.getByRole('cell', { name: `${work.title} Commercial licence` })).toBeVisible();
  await expect(receipt.getByRole('region', { name: 'Licences bought' })).toContainText(COMMERCIAL_TEXT);
  const mail = await mailWithSubject(email, RECEIPT_SUBJECT);
  expect(mail.text).toContain(`- ${work.title} (Commercial licence): $36.00`);
  for (const file of item?.files ?? []) expect(mail.text, file.label).toContain(file.url);
  // Every item came under a tier: the shop's one licence is not offered in its place.
  expect(mail.text).toContain('What you may do with each file is the licence named beside it above');
});
