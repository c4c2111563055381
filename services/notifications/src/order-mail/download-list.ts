import type { OrderReceipt } from '@shop/contracts';
import e from 'escape-html';
import { utcDateTime } from '../receipts/receipt-format.js';

type Download = OrderReceipt['downloads'][number];

/** Only web links become hrefs: anything else (javascript:, data:) is shown as text, never followed. */
function isWebUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/** Under each link, in both e-mails that list them. */
export const linkExpires = (iso: string) => `Link expires ${utcDateTime(iso)}.`;

/** The order's live links with their expiry (the receipt's and the links-again e-mail's), as text lines. */
export function downloadListText(downloads: readonly Download[], whenNone: string): string[] {
  return downloads.length === 0
    ? [whenNone]
    : downloads.flatMap((download) => [
        `- ${download.name}`,
        `  ${download.url}`,
        `  ${linkExpires(download.expiresAt)}`,
      ]);
}

/** The same list in HTML; only web links become hrefs. */
export function downloadListHtml(downloads: readonly Download[], whenNone: string): string {
  if (downloads.length === 0) return `<p>${e(whenNone)}</p>`;
  const items = downloads.map((download) => {
    const name = isWebUrl(download.url)
      ? `<a href="${e(download.url)}">${e(download.name)}</a>`
      : `${e(download.name)} (${e(download.url)})`;
    return `<li>${name}<br><small>${e(linkExpires(download.expiresAt))}</small></li>`;
  });
  return `<ul>\n${items.join('\n')}\n</ul>`;
}
