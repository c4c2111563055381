import e from 'escape-html';
import type { ContactMessageRow } from '../db/schema.js';
import { htmlDocument, type RenderedMail } from '../mail/mail-layout.js';
import { utcDateTime } from '../receipts/receipt-format.js';

/** Headers carry one line: a subject with line breaks is folded to spaces. */
export const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** "Re: <the message's subject>", without piling up "Re: Re:". */
export function defaultReplySubject(original: string): string {
  const subject = oneLine(original);
  return /^re:/i.test(subject) ? subject : `Re: ${subject}`;
}

/**
 * The curator's reply to a contact message, with the message quoted below it as mail clients do;
 * the branded frame (shop name, support address) goes around it.
 */
export function renderContactReply(
  reply: { subject: string; text: string },
  message: Pick<ContactMessageRow, 'name' | 'message' | 'created_at'>,
): RenderedMail {
  const subject = oneLine(reply.subject);
  const wrote = `On ${utcDateTime(message.created_at.toISOString())}, ${oneLine(message.name)} wrote:`;
  const quoted = message.message
    .split(/\r?\n/)
    .map((line) => `> ${line}`)
    .join('\n');
  const text = [reply.text, '', wrote, quoted, ''].join('\n');
  const html = htmlDocument(
    subject,
    `<div style="white-space:pre-wrap">${e(reply.text)}</div>
<p style="color:#555">${e(wrote)}</p>
<blockquote style="white-space:pre-wrap;border-left:3px solid #ddd;margin:0;padding-left:12px;color:#555">${e(message.message)}</blockquote>`,
  );
  return { subject, text, html };
}
