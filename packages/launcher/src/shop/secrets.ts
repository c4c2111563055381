import { randomBytes } from 'node:crypto';
import type { ShopSecrets } from './types.js';

/** The secrets given, and random ones for the rest (the C2PA signing chain only when given). */
export const randomSecrets = (given: Partial<ShopSecrets> = {}): ShopSecrets => ({
  ADMIN_PASSWORD: given.ADMIN_PASSWORD ?? `admin-${randomBytes(8).toString('hex')}`,
  SESSION_SECRET: given.SESSION_SECRET ?? randomBytes(32).toString('hex'),
  INTERNAL_TOKEN: given.INTERNAL_TOKEN ?? randomBytes(24).toString('hex'),
  DOWNLOAD_TOKEN_SECRET: given.DOWNLOAD_TOKEN_SECRET ?? randomBytes(32).toString('hex'),
  PAYPAL_WEBHOOK_SECRET: given.PAYPAL_WEBHOOK_SECRET ?? randomBytes(32).toString('hex'),
  // Not random: a signing chain is made by the run command (keptSecrets), or given.
  ...(given.C2PA_SIGNING_KEY && given.C2PA_SIGNING_CERTS
    ? { C2PA_SIGNING_KEY: given.C2PA_SIGNING_KEY, C2PA_SIGNING_CERTS: given.C2PA_SIGNING_CERTS }
    : {}),
});
