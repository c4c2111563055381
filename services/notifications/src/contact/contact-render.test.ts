import { describe, expect, it } from 'vitest';
import { renderContactMessage } from './contact-render.js';

const row = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Grace\n<Hopper>',
  email: 'grace@example.com',
  subject: 'Print\r\nBcc: everyone@example.com',
  message: '<b>Hello</b>\nSecond line',
  read_at: null,
  emailed_at: null,
  created_at: new Date('2026-11-25T09:30:00.000Z'),
};

describe('the artist’s copy of a contact message', () => {
  it('keeps the subject on one line, so no header can be slipped in', () => {
    const mail = renderContactMessage(row, 'Algorithmic Art Gallery');
    expect(mail.subject).toBe('[Algorithmic Art Gallery contact] Print Bcc: everyone@example.com');
    expect(mail.subject).not.toMatch(/[\r\n]/);
  });

  it('gives the sender, the time and the message as written in text, escaped in HTML', () => {
    const mail = renderContactMessage(row, 'Algorithmic Art Gallery');
    expect(mail.text).toContain('From: Grace <Hopper> <grace@example.com>');
    expect(mail.text).toContain('Sent: November 25, 2026 at 9:30 AM UTC');
    expect(mail.text).toContain('<b>Hello</b>\nSecond line');
    expect(mail.html).toContain('&lt;b&gt;Hello&lt;/b&gt;');
    expect(mail.html).not.toContain('<b>Hello</b>');
  });
});
