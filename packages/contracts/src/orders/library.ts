import { z } from 'zod';
import { DOWNLOAD_LINK_VALID_MS } from '../shared/constants.js';
import { OrderLineLicenceSchema } from './order-line-licence.js';
import { DeliveredFileSchema } from './orders.js';

/**
 * A buyer's library: /library asks for an address and e-mails a sign-in link (single
 * use, short-lived, kept only hashed); opening it gives the browser a short library session in an
 * HttpOnly cookie, and the library lists every order paid with that receipt address. Every address
 * gets the same answer and the same e-mail (no enumeration): the page behind the link is what says
 * whether the address bought anything, and only its mailbox's owner sees it.
 */
export const LIBRARY_ROUTE_PREFIX = '/api/library';

/** How long a sign-in link works, once. */
export const LIBRARY_SIGN_IN_VALID_MS = 30 * 60 * 1000;
/** How long a library session lasts in the browser. */
export const LIBRARY_SESSION_MAX_AGE_SECONDS = 24 * 60 * 60;
/** Links a renewal gives: the same 30 days as a purchase. */
export const LIBRARY_RENEWAL_VALID_MS = DOWNLOAD_LINK_VALID_MS;

/** The session cookie: sent by the browser to /api/library only, and passed on by the gateway to orders. */
export const LIBRARY_COOKIE = 'shop_library';
/** `v1.<base64url payload>.<base64url HMAC>`: what orders signs (orders/library/library-session.ts). */
const LIBRARY_COOKIE_PATTERN = /^v1\.[A-Za-z0-9_-]{1,600}\.[A-Za-z0-9_-]{43}$/;

/** The library cookie's value in a Cookie header, or undefined when there is none (or not one of ours). */
export function libraryCookieOf(cookieHeader: string | readonly string[] | undefined): string | undefined {
  const headers = typeof cookieHeader === 'string' ? [cookieHeader] : (cookieHeader ?? []);
  for (const header of headers) {
    for (const pair of header.split(';')) {
      const eq = pair.indexOf('=');
      if (eq < 0 || pair.slice(0, eq).trim() !== LIBRARY_COOKIE) continue;
      const value = pair.slice(eq + 1).trim();
      if (LIBRARY_COOKIE_PATTERN.test(value)) return value;
    }
  }
  return undefined;
}

/** The gateway passes orders this cookie (never the curator's session): `shop_library=<value>`. */
export function libraryCookieHeader(cookieHeader: string | readonly string[] | undefined): string | undefined {
  const value = libraryCookieOf(cookieHeader);
  return value === undefined ? undefined : `${LIBRARY_COOKIE}=${value}`;
}

export function librarySetCookie(value: string, options: { secure: boolean; maxAgeSeconds: number }): string {
  return `${LIBRARY_COOKIE}=${value}; Path=${LIBRARY_ROUTE_PREFIX}; Max-Age=${options.maxAgeSeconds}; HttpOnly; SameSite=Strict${options.secure ? '; Secure' : ''}`;
}

/** The one answer of the sign-in request, whoever asks, limited or not. */
export const LIBRARY_SIGN_IN_SENT_MESSAGE =
  'We have e-mailed a sign-in link to that address. It works once, within 30 minutes. Please check your inbox (and spam folder).';

export const LibrarySignInBodySchema = z.object({
  email: z.string().trim().max(254).pipe(z.email('Please enter a valid e-mail address.')),
});
export type LibrarySignInBody = z.infer<typeof LibrarySignInBodySchema>;
export const LibrarySignInSentSchema = z.object({ message: z.string() });
export type LibrarySignInSent = z.infer<typeof LibrarySignInSentSchema>;

/** The token from the e-mailed link (`/library#token=…`): 32 random bytes, base64url. */
export const OpenLibraryBodySchema = z.object({
  token: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{43}$/, 'This sign-in link is not complete: copy the whole link from the e-mail.'),
});
export type OpenLibraryBody = z.infer<typeof OpenLibraryBodySchema>;

export const LibrarySessionSchema = z.object({ email: z.string(), expiresAt: z.iso.datetime() });
export type LibrarySession = z.infer<typeof LibrarySessionSchema>;

/** What the artist chose for links past their 30 days: new ones on the buyer's request, or none. */
export const LIBRARY_AFTER_EXPIRY = ['renew', 'none'] as const;
export const LibraryAfterExpirySchema = z.enum(LIBRARY_AFTER_EXPIRY);
export type LibraryAfterExpiry = z.infer<typeof LibraryAfterExpirySchema>;

export const LibraryItemStateSchema = z.enum(['live', 'expired', 'revoked']);
export type LibraryItemState = z.infer<typeof LibraryItemStateSchema>;

export const LibraryItemSchema = z.object({
  grantId: z.string(),
  artworkId: z.string(),
  title: z.string(),
  fileName: z.string(),
  state: LibraryItemStateSchema,
  /** Only while `live`. */
  url: z.string().nullable(),
  expiresAt: z.iso.datetime(),
  /** The work's extra files, one link each, while `live` (absent otherwise, or when none could be listed). */
  files: z.array(DeliveredFileSchema).optional(),
  /** The licence tier bought with the work, its name and text as sold; absent: the shop licence. */
  licence: OrderLineLicenceSchema.optional(),
});
export type LibraryItem = z.infer<typeof LibraryItemSchema>;

export const LibraryOrderSchema = z.object({
  id: z.string(),
  createdAt: z.iso.datetime(),
  status: z.string(),
  totalCents: z.number().int(),
  items: z.array(LibraryItemSchema),
  /** Some item expired, none of it refunded or revoked, and the artist gives new links on request. */
  canRenew: z.boolean(),
});
export type LibraryOrder = z.infer<typeof LibraryOrderSchema>;

export const LibrarySchema = z.object({
  email: z.string(),
  afterExpiry: LibraryAfterExpirySchema,
  orders: z.array(LibraryOrderSchema),
});
export type Library = z.infer<typeof LibrarySchema>;

export const LibraryOrderParamsSchema = z.object({ id: z.string().min(1).max(100) });

export const LibraryPolicySchema = z.object({ afterExpiry: LibraryAfterExpirySchema });
export type LibraryPolicy = z.infer<typeof LibraryPolicySchema>;

export const LibrarySettingsSchema = z.object({
  afterExpiry: LibraryAfterExpirySchema,
  /** Null until the artist first saves (the default is `renew`). */
  updatedAt: z.iso.datetime().nullable(),
});
export type LibrarySettings = z.infer<typeof LibrarySettingsSchema>;
export const SaveLibrarySettingsBodySchema = z.object({ afterExpiry: LibraryAfterExpirySchema });
export type SaveLibrarySettingsBody = z.infer<typeof SaveLibrarySettingsBodySchema>;

/** The sign-in e-mail's job (orders → notifications): the link exists only here and in the mail. */
export const LibrarySignInJobSchema = z.object({
  requestId: z.uuid(),
  email: z.email(),
  url: z.url(),
  expiresAt: z.iso.datetime(),
});
export type LibrarySignInJob = z.infer<typeof LibrarySignInJobSchema>;
