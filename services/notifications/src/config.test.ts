import { describe, expect, it } from 'vitest';
import { DEV_SMTP_URL, notificationsEnvSchema } from './config.js';
import { senderDomain } from './mail/mailer.js';

describe('notifications configuration', () => {
  it('sends to the local catcher in development', () => {
    const config = notificationsEnvSchema.parse({});
    expect(config.SMTP_URL).toBe(DEV_SMTP_URL);
    expect(config.PORT).toBe(4005);
  });

  it('refuses to start in production without SMTP_URL, MAIL_FROM and the internal token', () => {
    const result = notificationsEnvSchema.safeParse({ NODE_ENV: 'production' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.')).sort()).toEqual([
      'CONTACT_TO',
      'INTERNAL_TOKEN',
      'MAIL_FROM',
      'SMTP_URL',
    ]);
  });

  it('takes a real provider’s SMTP URL and refuses anything that is not smtp:// or smtps://', () => {
    const production = {
      NODE_ENV: 'production',
      INTERNAL_TOKEN: 'production-internal-token-0123456789',
      MAIL_FROM: 'Shop <orders@shop.example>',
      CONTACT_TO: 'artist@shop.example',
    };
    expect(
      notificationsEnvSchema.parse({ ...production, SMTP_URL: 'smtps://user:p%40ss@smtp.example.com:465' }).SMTP_URL,
    ).toBe('smtps://user:p%40ss@smtp.example.com:465');
    expect(notificationsEnvSchema.safeParse({ ...production, SMTP_URL: 'http://smtp.example.com' }).success).toBe(
      false,
    );
  });

  it('copies contact messages to the local catcher’s artist in development and refuses a CONTACT_TO that is not an address', () => {
    expect(notificationsEnvSchema.parse({}).CONTACT_TO).toBe('artist@localhost');
    expect(notificationsEnvSchema.safeParse({ CONTACT_TO: 'not an address' }).success).toBe(false);
  });

  it('takes the Message-ID domain from the From address', () => {
    expect(senderDomain('Shop <orders@shop.example>')).toBe('shop.example');
    expect(senderDomain('orders@shop.example')).toBe('shop.example');
    expect(senderDomain('no address')).toBe('localhost');
  });
});
