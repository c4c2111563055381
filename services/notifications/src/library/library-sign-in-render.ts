import e from 'escape-html';
import { htmlDocument, type MailBranding, type RenderedMail } from '../mail/mail-layout.js';
import { utcDateTime } from '../receipts/receipt-format.js';

/**
 * Every address that asks gets this same e-mail, whether or not it bought anything (the
 * library behind the link says which), so the e-mail itself tells nobody who the shop's buyers are.
 */
export const LIBRARY_SIGN_IN_TEXTS = {
  subject: (shopName: string) => `Your sign-in link to your library at ${shopName}`,
  intro: (shopName: string) =>
    `Someone (we hope you) asked to open the library of this e-mail address at ${shopName}: every order paid with it, with its download links.`,
  action: 'Open my library',
  once: (expiresAt: string) =>
    `The link works once, until ${expiresAt}. Ask for a new one on the library page whenever you need it.`,
  notYou: 'If you did not ask for this e-mail, you can ignore it: nobody can open your library without this link.',
} as const;

export function renderLibrarySignIn(
  { url, expiresAt }: { url: string; expiresAt: string },
  { shopName }: Pick<MailBranding, 'shopName'>,
): RenderedMail {
  const t = LIBRARY_SIGN_IN_TEXTS;
  const subject = t.subject(shopName);
  const until = utcDateTime(expiresAt);
  const text = [subject, '', t.intro(shopName), '', `${t.action}: ${url}`, '', t.once(until), '', t.notYou, ''].join(
    '\n',
  );
  const html = htmlDocument(
    subject,
    `<p>${e(t.intro(shopName))}</p>
<p><a href="${e(url)}" style="display:inline-block;padding:10px 16px;background:#6d28d9;color:#fff;border-radius:6px;text-decoration:none">${e(t.action)}</a></p>
<p>${e(t.once(until))}</p>
<p style="color:#555">${e(t.notYou)}</p>`,
  );
  return { subject, text, html };
}
