import { expect, test, type Locator, type Page } from '@playwright/test';
import { buyInTestMode } from '../support/buy-in-test-mode';
import { E2E } from '../support/environment';
import { adminApi, seedArtwork } from '../support/storefront-data';

// In test mode (the payments simulator, as this stack runs) the "Test mode"
// notice must never cover the page. On a 390 px phone it floated over the success page's
// download button ("Download <title>").

const TITLE = `Test mode notice ${E2E.runId}`;

/** 'ok' when nothing covers the button: the notice's box is clear of it and its centre hits it. */
async function uncovered(page: Page, button: Locator, name: string, notice: Locator): Promise<string> {
  const box = await button.boundingBox();
  const noticeBox = await notice.boundingBox();
  if (!box || !noticeBox) return 'not laid out';
  // elementFromPoint skips what lets clicks through (the floating notice did), so boxes count too.
  const overlaps =
    box.x < noticeBox.x + noticeBox.width &&
    noticeBox.x < box.x + box.width &&
    box.y < noticeBox.y + noticeBox.height &&
    noticeBox.y < box.y + box.height;
  if (overlaps) return `the notice ${JSON.stringify(noticeBox)} overlaps the button ${JSON.stringify(box)}`;
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
  // A string: this package's TypeScript has no DOM types; the browser runs it as it is.
  const hit = await page.evaluate<string>(`(() => {
    const hit = document.elementFromPoint(${x}, ${y});
    const button = hit && hit.closest('button');
    return button ? button.textContent.trim() : hit ? hit.outerHTML.slice(0, 80) : 'nothing';
  })()`);
  return hit === name ? 'ok' : `covered by ${hit}`;
}

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the Test mode notice never covers the success page’s download button', async ({ page }) => {
    const api = await adminApi();
    let artworkId = '';
    try {
      artworkId = (
        await seedArtwork(api, {
          fixture: 'dev-05-none-512.webp',
          title: TITLE,
          category: 'Sci-Fi',
          price: '14.99',
          isForSale: true,
        })
      ).id;
      await page.goto('/download');
      const { id: orderId } = await buyInTestMode(page, artworkId, { email: 'phone@example.com', name: 'Phone Buyer' });

      await page.goto(`/success?order=${encodeURIComponent(orderId)}`);
      const download = page.getByRole('button', { name: `Download ${TITLE}` });
      const notice = page.getByRole('note', { name: 'Test mode' });
      await expect(download).toBeVisible();
      await expect(notice).toContainText('Test mode: no money moves');
      // Each download's picture and title sit beside its button: on a phone it can sit below the fold.
      await download.scrollIntoViewIfNeeded();
      await expect.poll(() => uncovered(page, download, `Download ${TITLE}`, notice)).toBe('ok');
      // Scrolled to the end, the notice is on screen and still covers nothing.
      await notice.scrollIntoViewIfNeeded();
      await expect(notice).toBeInViewport();
      const box = await download.boundingBox();
      const isOnScreen = box !== null && box.y >= 0 && box.y + box.height <= (page.viewportSize()?.height ?? 0);
      if (isOnScreen) {
        await expect.poll(() => uncovered(page, download, `Download ${TITLE}`, notice)).toBe('ok');
      } else {
        // The page is longer than the screen (each download's picture and licence): the button has scrolled
        // away above, and the notice at the end lies nowhere near it.
        const noticeBox = await notice.boundingBox();
        expect(box && noticeBox && noticeBox.y >= box.y + box.height, 'the notice sits below the button').toBe(true);
      }
    } finally {
      if (artworkId) await api.patch(`/api/artworks/${artworkId}`, { data: { status: 'archived' } });
      await api.dispose();
    }
  });
});
