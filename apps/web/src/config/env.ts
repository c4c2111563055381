import { DEFAULT_HOUSE_CATEGORY, type HomepageLayout, type ShopIdentity } from '@shop/contracts';
import { isHomepageLayout, isShopIdentity } from '../lib/guards';

/** Written into index.html by the gateway (services/gateway/src/web/spa.plugin.ts). */
const HOUSE_CATEGORY_META = 'shop-house-category';

function metaContent(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  return document.querySelector(`meta[name="${name}"]`)?.getAttribute('content')?.trim() || undefined;
}

/** Written beside it: the footer's social links, a JSON list of {name, href} (gateway SOCIAL_LINKS). */
const SOCIAL_LINKS_META = 'shop-social-links';

/** Written on every page: the shop-wide part of preview URLs' version (gateway PREVIEW_VERSION_META). */
const PREVIEW_VERSION_META = 'shop-preview-version';
const PREVIEW_VERSION_PATTERN = /^[a-z0-9-]{1,64}$/;

/** Written on the home page only: the saved layout as JSON (gateway HOME_LAYOUT_META). */
const HOME_LAYOUT_META = 'shop-home-layout';

/** Written on every page: the shop's identity as JSON (gateway SHOP_IDENTITY_META). */
const SHOP_IDENTITY_META = 'shop-identity';

/** The value a JSON text holds when `isValue` accepts it; undefined when absent, broken or not one. */
function parseJsonMeta<T>(json: string | undefined, isValue: (value: unknown) => value is T): T | undefined {
  if (!json) return undefined;
  try {
    const value: unknown = JSON.parse(json);
    return isValue(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/** The layout a JSON text holds, or undefined when absent or not a layout. */
export const parseHomeLayout = (json: string | undefined): HomepageLayout | undefined =>
  parseJsonMeta(json, isHomepageLayout);

/** The shop identity a JSON text holds, or undefined when absent or not one. */
export const parseShopIdentity = (json: string | undefined): ShopIdentity | undefined =>
  parseJsonMeta(json, isShopIdentity);

export interface SocialLink {
  name: string;
  href: string;
}

/** The social links a JSON text lists: only well-formed http(s) ones; none when unset or broken. */
export function parseSocialLinks(json: string | undefined): SocialLink[] {
  if (!json) return [];
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  return value.filter(
    (link): link is SocialLink =>
      typeof link === 'object' &&
      link !== null &&
      typeof (link as SocialLink).name === 'string' &&
      (link as SocialLink).name.trim() !== '' &&
      typeof (link as SocialLink).href === 'string' &&
      /^https?:\/\//i.test((link as SocialLink).href),
  );
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
  /** Hidden in the footer when none are configured (VITE_SOCIAL_LINKS for the dev server). */
  socialLinks: parseSocialLinks(
    metaContent(SOCIAL_LINKS_META) ?? (import.meta.env.VITE_SOCIAL_LINKS as string | undefined),
  ),
  /**
   * The home page's saved layout as the page was served, so the featured section's
   * space is reserved from the first render (absent on other pages and on the Vite dev server).
   */
  homeLayout: parseHomeLayout(metaContent(HOME_LAYOUT_META)),
  /**
   * The shop's name, logo and support address as the page was served, so the header,
   * footer and titles show them from the first render (absent on the Vite dev server, or when the
   * catalog could not say: the app then asks GET /api/shop-identity).
   */
  shopIdentity: parseShopIdentity(metaContent(SHOP_IDENTITY_META)),
  /**
   * The shop-wide preview version the page was served with: images name their versioned URLs
   * from the first render (and match the home page's preloaded picture) without asking for it.
   */
  previewVersion: ((value) => (value && PREVIEW_VERSION_PATTERN.test(value) ? value : undefined))(
    metaContent(PREVIEW_VERSION_META),
  ),
} as const;
