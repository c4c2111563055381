import { describe, expect, it } from 'vitest';
import { checkoutCookieHeader, checkoutSecretOf, checkoutSetCookies } from './checkout-proof.js';

const SECRET = 'a'.repeat(21) + '-_' + 'B9'.repeat(10);

describe('the checkout cookie', () => {
  it('finds the secret among other cookies and ignores anything that is not one', () => {
    expect(checkoutSecretOf(`shop_session=abc; shop_checkout=${SECRET}; theme=dark`)).toBe(SECRET);
    expect(checkoutSecretOf(['theme=dark', `shop_checkout=${SECRET}`])).toBe(SECRET);
    expect(checkoutSecretOf('shop_checkout=short')).toBeUndefined();
    expect(checkoutSecretOf(`other_checkout=${SECRET}`)).toBeUndefined();
    expect(checkoutSecretOf(undefined)).toBeUndefined();
  });

  it('passes services the checkout cookie alone, never the session', () => {
    expect(checkoutCookieHeader(`shop_session=s3cret; shop_checkout=${SECRET}`)).toBe(`shop_checkout=${SECRET}`);
    expect(checkoutCookieHeader('shop_session=s3cret')).toBeUndefined();
  });

  it('is HttpOnly, SameSite=Strict and scoped to the two routes that read it', () => {
    expect(checkoutSetCookies(SECRET, { secure: true })).toEqual([
      `shop_checkout=${SECRET}; Path=/paypal/order; Max-Age=604800; HttpOnly; SameSite=Strict; Secure`,
      `shop_checkout=${SECRET}; Path=/api/orders; Max-Age=604800; HttpOnly; SameSite=Strict; Secure`,
    ]);
    expect(checkoutSetCookies(SECRET, { secure: false })[0]).not.toContain('Secure');
  });
});
