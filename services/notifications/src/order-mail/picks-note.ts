import type { OrderReceipt } from '@shop/contracts';
import e from 'escape-html';

const artworks = (count: number) => `${count} artwork${count === 1 ? '' : 's'}`;

/** What a pack's buyer reads in the receipt, and after picks while some are left. */
export const PICKS_NOTE_TEXTS = {
  title: (left: number) => `Choose your ${artworks(left)}`,
  text: 'Your pack is paid: choose its artworks in the picker. We e-mail you their download links as soon as you have chosen.',
  link: 'Choose your artworks',
} as const;

type Picks = OrderReceipt['picks'];

/** The note as text lines (a blank line after); none when the order has no picks left. */
export function picksNoteText(picks: Picks): string[] {
  if (!picks) return [];
  return [PICKS_NOTE_TEXTS.title(picks.left), PICKS_NOTE_TEXTS.text, picks.pickerUrl, ''];
}

/** The same note in HTML, the picker as a button-like link. */
export function picksNoteHtml(picks: Picks): string {
  if (!picks) return '';
  return `<div style="border:1px solid #7c3aed;border-radius:8px;padding:12px;margin:16px 0">
<p style="font-weight:bold;margin:0 0 4px">${e(PICKS_NOTE_TEXTS.title(picks.left))}</p>
<p style="margin:0 0 8px">${e(PICKS_NOTE_TEXTS.text)}</p>
<p style="margin:0"><a href="${e(picks.pickerUrl)}" style="background:#7c3aed;color:#fff;padding:8px 12px;border-radius:6px;text-decoration:none">${e(PICKS_NOTE_TEXTS.link)}</a></p>
</div>`;
}
