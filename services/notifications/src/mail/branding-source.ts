import type { Logger } from '@shop/platform';
import type { CatalogClient } from '../clients/catalog-client.js';
import type { MailBranding } from './mail-layout.js';

export interface BrandingDefaults {
  /** SHOP_NAME: the name while the catalog cannot be asked. */
  shopName: string;
  /** SUPPORT_EMAIL: the address while the artist has set none. */
  supportEmail: string;
  /** PUBLIC_BASE_URL. */
  publicBaseUrl: string;
}

/**
 * The branding of the e-mail being sent, read from the catalog's shop identity (the
 * dashboard's settings; the client keeps it while the catalog announces no change), so a change
 * shows in the next e-mail. When the catalog cannot
 * answer, the last identity it gave is used (or the configured defaults): the buyer's links are
 * not held back for a logo.
 */
export function createBrandingSource({
  catalog,
  defaults,
  log,
}: {
  catalog: CatalogClient;
  defaults: BrandingDefaults;
  log: Logger;
}) {
  let lastKnown: MailBranding = {
    shopName: defaults.shopName,
    logoUrl: null,
    supportEmail: defaults.supportEmail,
    publicBaseUrl: defaults.publicBaseUrl,
  };
  return {
    async current(requestId: string): Promise<MailBranding> {
      try {
        const identity = await catalog.identity(requestId);
        lastKnown = {
          shopName: identity.shopName,
          logoUrl: identity.logoUrl ? new URL(identity.logoUrl, defaults.publicBaseUrl).toString() : null,
          supportEmail: identity.supportEmail ?? defaults.supportEmail,
          publicBaseUrl: defaults.publicBaseUrl,
        };
      } catch (error) {
        log.warn({ err: error }, 'shop identity not read; the e-mail uses the last one known');
      }
      return lastKnown;
    },
  };
}

export type BrandingSource = ReturnType<typeof createBrandingSource>;
