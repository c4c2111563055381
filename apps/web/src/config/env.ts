import { DEFAULT_HOUSE_CATEGORY } from '@shop/contracts';

/** Written into index.html by the gateway (services/gateway/src/web/spa.plugin.ts). */
const HOUSE_CATEGORY_META = 'shop-house-category';

function metaContent(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  return document.querySelector(`meta[name="${name}"]`)?.getAttribute('content')?.trim() || undefined;
}

/**
 * Settings of the running shop. The main gallery shows the house category (ARCHITECTURE:
 * HOUSE_CATEGORY, default 'Core Collection'), which the gateway writes into index.html from its
 * own HOUSE_CATEGORY, so changing it needs no rebuild; VITE_HOUSE_CATEGORY is the fallback for
 * the Vite dev server, which serves index.html itself.
 */
export const env = {
  houseCategory:
    metaContent(HOUSE_CATEGORY_META) ??
    (import.meta.env.VITE_HOUSE_CATEGORY as string | undefined) ??
    DEFAULT_HOUSE_CATEGORY,
} as const;
