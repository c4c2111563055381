import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
// The catalog's own fixture: a real C2PA manifest, signed by the same c2pa-rs WebAssembly build
// the catalog reads with, under a test certificate chain openssl makes in this worker.
import { IPTC_TRAINED, TEST_SIGNER, withContentCredentials } from '../../services/catalog/src/testing/c2pa-fixture';
import { E2E } from '../support/environment';
import { signInAsCurator } from '../support/mail-journey';
import { archiveTagged, FIXTURES_DIR } from '../support/storefront-data';

// An artist uploads an AI-generated PNG that carries Content Credentials (C2PA) through
// the dashboard, and publishes it. A visitor sees on its gallery card the mark "AI-generated
// (C2PA)", and on its artwork page what the credentials say: the generator, "AI-generated", the
// edits, and who signed them. The work has a title of its own and is archived at the end.
const tag = `${E2E.runId}-${Math.random().toString(36).slice(2, 8)}`;
const FILE_NAME = 'dream-koi.png';
const CATEGORY = 'Abstract Art';
const PRICE = '12.00';
const LINE = 'made with Dream Model 3 · AI-generated · 2 edits';

async function signedAiPng(): Promise<Buffer> {
  // A PNG without text, so its OCR finds nothing to hold back.
  return withContentCredentials(readFileSync(join(FIXTURES_DIR, 'dev-11-none-1920.png')), 'image/png', {
    generator: { name: 'Test Generator', version: '2.1' },
    actions: [
      { action: 'c2pa.created', digitalSourceType: IPTC_TRAINED, softwareAgent: { name: 'Dream Model', version: '3' } },
      { action: 'c2pa.color_adjustments' },
      { action: 'c2pa.cropped' },
    ],
  });
}

test('an uploaded AI-generated image with Content Credentials shows them on its card and its artwork page @narrow', async ({
  page,
  browser,
}, testInfo) => {
  // An upload through OCR on a shared 2-core machine.
  test.setTimeout(180_000);
  const title = `Credentials ${testInfo.project.name} ${tag}`;
  const buffer = await signedAiPng();
  try {
    await signInAsCurator(page);
    await page.getByLabel('Artwork Title').fill(title);
    await page.getByLabel('Category').selectOption(CATEGORY);
    const chooserPromise = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Browse Files' }).click();
    await (await chooserPromise).setFiles({ name: FILE_NAME, mimeType: 'image/png', buffer });

    const item = page.getByRole('listitem', { name: `${title} (${FILE_NAME})` });
    await expect(item.getByText('OCR Analysis: Processing completed')).toBeVisible({ timeout: 120_000 });
    await item.getByRole('link', { name: 'Open in Curation' }).click();
    await expect(page.getByRole('tab', { name: 'Curation', selected: true })).toBeVisible();

    const card = page.getByRole('article', { name: title });
    await card.getByRole('button', { name: 'Edit', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `Edit: ${title}` });
    await dialog.getByLabel('Price (USD)').fill(PRICE);
    await dialog.getByRole('button', { name: 'Publish for sale' }).click();
    await expect(page.getByText(`“${title}” is published for sale`, { exact: true })).toBeVisible();

    // A visitor, in a context of their own (no curator session).
    const visitorContext = await browser.newContext();
    try {
      const visitor = await visitorContext.newPage();
      // The Abstract Art page draws cards of its own (not the other galleries' tile).
      await visitor.goto('/abstract-art');
      const shopCard = visitor
        .getByRole('list', { name: CATEGORY })
        .getByRole('listitem')
        .filter({ has: visitor.getByRole('link', { name: title, exact: true }) });
      const mark = shopCard.getByTestId('card-provenance');
      await expect(mark).toHaveText('AI-generated (C2PA)');
      await expect(mark).toHaveAccessibleName(`Content Credentials: ${LINE}`);

      await shopCard.getByRole('link', { name: title, exact: true }).click();
      await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
      const credentials = visitor.getByTestId('artwork-provenance');
      await expect(credentials).toContainText(`Content Credentials: ${LINE}`);
      await expect(credentials).toContainText(`Signed by ${TEST_SIGNER.organisation} (${TEST_SIGNER.commonName})`);
    } finally {
      await visitorContext.close();
    }
  } finally {
    await archiveTagged(tag);
  }
});
