import e from 'escape-html';
import type { ContactMessageRow } from '../db/schema.js';
import { htmlDocument, type RenderedMail } from '../mail/mail-layout.js';
import { utcDateTime } from '../receipts/receipt-format.js';

/** Headers carry one line: a subject with line breaks is folded to spaces. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The artist's copy of a contact message; answering it replies to the sender (Reply-To). */
export function renderContactMessage(row: ContactMessageRow, shopName: string): RenderedMail {
  const subject = `[${shopName} contact] ${oneLine(row.subject)}`;
  const when = utcDateTime(row.created_at.toISOString());
  const text = [
    `From: ${oneLine(row.name)} <${row.email}>`,
    `Subject: ${oneLine(row.subject)}`,
    `Sent: ${when}`,
    '',
    row.message,
    '',
    '--',
    'Sent with the contact form. Reply to this e-mail to answer the sender; the message is also in the dashboard Inbox.',
    '',
  ].join('\n');
  const html = htmlDocument(
    subject,
    `<p><strong>From:</strong> ${e(oneLine(row.name))} &lt;${e(row.email)}&gt;<br>
<strong>Subject:</strong> ${e(oneLine(row.subject))}<br>
<strong>Sent:</strong> ${e(when)}</p>
<div style="white-space:pre-wrap;border-left:3px solid #ddd;padding-left:12px">${e(row.message)}</div>
<p style="color:#555">Sent with the contact form. Reply to this e-mail to answer the sender; the message is also in the dashboard Inbox.</p>`,
  );
  return { subject, text, html };
}
