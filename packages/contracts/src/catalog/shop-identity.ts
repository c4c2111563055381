import { z } from 'zod';
import { SITE_NAME } from './shop-pages.js';

export const SHOP_NAME_MAX = 80;
/** A logo is small: a header image, not an artwork. */
export const SHOP_LOGO_MAX_BYTES = 2 * 1024 * 1024;
export const SHOP_LOGO_FILE_FIELD = 'logo';
/**
 * The most pixels a logo may have to be decoded at all (a 2 MB file can hold far more);
 * past it the upload is refused. Anything it keeps is re-encoded as a PNG of at most
 * SHOP_LOGO_MAX_SIDE pixels a side, so only pixels are stored, never the uploaded bytes.
 */
export const SHOP_LOGO_MAX_PIXELS = 40_000_000;
export const SHOP_LOGO_MAX_SIDE = 1024;
export const SHOP_LOGO_MIME_TYPE = 'image/png';

/**
 * Who the shop is, as every e-mail's header and footer show it. The artist edits it in
 * the dashboard; until then it is SPEC's shop name, no logo, and the configured support address.
 */
export const ShopIdentitySchema = z.object({
  shopName: z.string(),
  /** The address buyers write to; null until the artist sets one (the mail's configured address is used). */
  supportEmail: z.string().nullable(),
  /** The public logo route with its version (`/api/shop-identity/logo?v=…`), or null when there is none. */
  logoUrl: z.string().nullable(),
});
export type ShopIdentity = z.infer<typeof ShopIdentitySchema>;

export const SaveShopIdentityBodySchema = z.object({
  shopName: z
    .string()
    .trim()
    .min(1, 'The shop needs a name.')
    .max(SHOP_NAME_MAX, `The shop name can be at most ${SHOP_NAME_MAX} characters.`)
    .refine((name) => !/[\p{Cc}\p{Cs}]/u.test(name), 'The shop name cannot hold control characters.'),
  supportEmail: z.email('Enter an e-mail address, or leave it empty.').max(254).nullable(),
});
export type SaveShopIdentityBody = z.infer<typeof SaveShopIdentityBodySchema>;

/** `?v=` of the logo route: any stored version (the answer is immutable for one). */
export const ShopLogoQuerySchema = z.object({
  v: z
    .string()
    .regex(/^[a-f0-9]{8,64}$/)
    .optional(),
});

export const DEFAULT_SHOP_IDENTITY: ShopIdentity = { shopName: SITE_NAME, supportEmail: null, logoUrl: null };
