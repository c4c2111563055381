import { describe, expect, it } from 'vitest';
import { defaultReplySubject, renderContactReply } from './contact-reply-render.js';

const message = {
  name: 'Grace <Hopper>',
  message: 'Could you print Neon Fox at A1?\nThanks!',
  created_at: new Date('2026-11-25T10:00:00Z'),
};

describe('contact reply e-mail', () => {
  it('answers "Re: <subject>" once, however often the subject was already answered', () => {
    expect(defaultReplySubject('A large\nprint')).toBe('Re: A large print');
    expect(defaultReplySubject('RE: A large print')).toBe('RE: A large print');
  });

  it('puts the reply first and quotes the message below it, escaped in HTML', () => {
    const mail = renderContactReply({ subject: 'Re: A large print', text: 'Yes, A1 works <3' }, message);
    expect(mail.subject).toBe('Re: A large print');
    expect(mail.text.startsWith('Yes, A1 works <3\n')).toBe(true);
    expect(mail.text).toContain('wrote:\n> Could you print Neon Fox at A1?\n> Thanks!');
    expect(mail.html).toContain('Yes, A1 works &lt;3');
    expect(mail.html).toContain('Grace &lt;Hopper&gt; wrote:');
    expect(mail.html).not.toContain('<Hopper>');
  });
});
