import { describe, expect, it } from 'vitest';
import { renderContactMessage } from '../contact/contact-render.js';
import type { ContactMessageRow } from '../db/schema.js';
import { expectBrandedFrame, STUDIO_BRANDING } from '../testing/branded-expectations.js';
import { withBrandedFrame } from './branded-frame.js';
import { htmlDocument } from './mail-layout.js';

describe('the branded frame every e-mail is sent in', () => {
  const mail = { subject: 'S', text: 'Body line\n', html: htmlDocument('S', '<p>Body</p>') };
  const framed = withBrandedFrame(mail, STUDIO_BRANDING);

  it("puts the shop's name on top of the text and the support address and shop link below it", () => {
    expect(framed.text).toBe(
      [
        'Studio <Nova>',
        '=============',
        '',
        'Body line',
        '',
        '--',
        'Questions? Write to help@studio.example.',
        'Studio <Nova>: https://shop.example.com',
        '',
      ].join('\n'),
    );
  });

  it('puts the logo and the escaped name above the HTML body, the support address below, one document', () => {
    expectBrandedFrame(framed, mail);
    expect(framed.html).toContain(
      '<a href="https://shop.example.com" style="color:#111;text-decoration:none;font-size:20px;font-weight:bold">',
    );
    expect(framed.html.match(/<body/g)).toHaveLength(1);
    expect(framed.html.match(/<\/html>/g)).toHaveLength(1);
  });

  it("frames the artist's copy of a contact message too, its text unchanged", () => {
    const row = {
      id: '00000000-0000-4000-8000-000000000001',
      name: 'Ada',
      email: 'ada@example.com',
      subject: 'A commission',
      message: 'Hello!',
      created_at: new Date('2026-11-25T09:30:00.000Z'),
    } as ContactMessageRow;
    const copy = renderContactMessage(row, STUDIO_BRANDING.shopName);
    expectBrandedFrame(withBrandedFrame(copy, STUDIO_BRANDING), copy);
  });
});
