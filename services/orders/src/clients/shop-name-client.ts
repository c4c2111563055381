import { getShopIdentity, SITE_NAME } from '@shop/contracts';
import { callEndpoint, type Logger, type ServiceCallOptions } from '@shop/platform';

/** The shop's name as the artist set it, for the pages orders renders itself (a download's error page). */
export interface ShopNameSource {
  /** The artist's shop name; the last one known, or the default, while the catalog cannot say. */
  current(requestId: string): Promise<string>;
}

/** Long enough that a burst of broken links asks the catalog once, short enough that a rename shows soon. */
export const SHOP_NAME_TTL_MS = 15_000;
/** An error page is not held up by a slow catalog for long: past this it names the shop it knew. */
const CALL_TIMEOUT_MS = 1_000;

export function createShopNameClient(
  options: ServiceCallOptions & { log: Logger; ttlMs?: number; now?: () => number },
): ShopNameSource {
  const ttlMs = options.ttlMs ?? SHOP_NAME_TTL_MS;
  const now = options.now ?? Date.now;
  let known: { name: string; until: number } | undefined;
  let asking: Promise<string> | undefined;

  async function ask(requestId: string): Promise<string> {
    try {
      const { body } = await callEndpoint(
        getShopIdentity,
        {
          requestId,
          unavailableMessage: 'The catalog cannot give the shop name right now.',
          timeoutMs: CALL_TIMEOUT_MS,
        },
        options,
      );
      return body.shopName;
    } catch (error) {
      // The page is still served; a failed answer is kept for the TTL too, so a down catalog is not asked per page.
      options.log.warn({ err: error }, 'shop name unavailable; the page names the shop it last knew');
      return known?.name ?? SITE_NAME;
    }
  }

  return {
    async current(requestId) {
      if (known && known.until > now()) return known.name;
      // Concurrent pages share one call.
      asking ??= ask(requestId).then((name) => {
        known = { name, until: now() + ttlMs };
        asking = undefined;
        return name;
      });
      return asking;
    },
  };
}
