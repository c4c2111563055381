/**
 * ARCHITECTURE "Who may do what": a PayPal order id is never a key. The checkout that
 * creates a PayPal order gets a secret in this HttpOnly, SameSite=Strict cookie, set by
 * `POST /paypal/order` once per path below; payments keeps its SHA-256 (hex) with the payment
 * order and orders with the order. Only the server makes it: a value it never gave
 * out is replaced, not adopted. `POST /paypal/order/:orderID/capture` answers the payer only,
 * and `POST /api/orders` answers the order and its links only, to a request carrying it; anyone
 * else who knows the PayPal order id gets no personal data and no links.
 */
export const CHECKOUT_COOKIE = 'shop_checkout';
/** The routes that read it: the browser sends it nowhere else. */
export const CHECKOUT_COOKIE_PATHS = ['/paypal/order', '/api/orders'] as const;
/** A checkout reuses its browser's secret; the buyer's retries of a recording fit well inside this. */
export const CHECKOUT_COOKIE_MAX_AGE_SECONDS = 7 * 24 * 60 * 60;
/** 32 random bytes, base64url. */
export const CHECKOUT_SECRET_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** Refused to a request that knows a paid PayPal order id but did not pay it (403 `not_this_checkout`). */
export const NOT_THIS_CHECKOUT_MESSAGE =
  'This payment was made in another checkout. Its order and download links go only to that checkout and to the receipt e-mail address.';

/** Refused to a first recording with neither the cookie nor an address (403 `checkout_proof_required`). */
export const CHECKOUT_PROOF_REQUIRED_MESSAGE =
  "Record this order from the checkout that paid for it, or give the payer's PayPal e-mail address as customer_email.";

/** The checkout secret in a Cookie header, or undefined when there is none (or not one of ours). */
export function checkoutSecretOf(cookieHeader: string | readonly string[] | undefined): string | undefined {
  const headers = typeof cookieHeader === 'string' ? [cookieHeader] : (cookieHeader ?? []);
  for (const header of headers) {
    for (const pair of header.split(';')) {
      const eq = pair.indexOf('=');
      if (eq < 0 || pair.slice(0, eq).trim() !== CHECKOUT_COOKIE) continue;
      const value = pair.slice(eq + 1).trim();
      if (CHECKOUT_SECRET_PATTERN.test(value)) return value;
    }
  }
  return undefined;
}

/** The gateway passes services this cookie only (never the session): `shop_checkout=<secret>`. */
export function checkoutCookieHeader(cookieHeader: string | readonly string[] | undefined): string | undefined {
  const secret = checkoutSecretOf(cookieHeader);
  return secret === undefined ? undefined : `${CHECKOUT_COOKIE}=${secret}`;
}

/** The Set-Cookie values `POST /paypal/order` answers with, one per path that reads the secret. */
export function checkoutSetCookies(secret: string, options: { secure: boolean }): string[] {
  return CHECKOUT_COOKIE_PATHS.map(
    (path) =>
      `${CHECKOUT_COOKIE}=${secret}; Path=${path}; Max-Age=${CHECKOUT_COOKIE_MAX_AGE_SECONDS}; HttpOnly; SameSite=Strict${options.secure ? '; Secure' : ''}`,
  );
}
