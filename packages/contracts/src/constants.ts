/** Business constants of SPEC §9, shared by the web app and every service. */

export const CURRENCY = 'USD' as const;

// SPEC §3: the dashboard's four categories, then the public pages' categories.
export const DASHBOARD_CATEGORIES = [
  'Core Collection',
  'Political Edge',
  'Abstracts & Experiments',
  'Retired Works',
] as const;
export const PUBLIC_CATEGORIES = ['Abstract Art', 'Abstract', 'Sci-Fi', 'Algornation', 'Miscellaneous'] as const;
export const CATEGORIES = [...DASHBOARD_CATEGORIES, ...PUBLIC_CATEGORIES] as const;
export type Category = (typeof CATEGORIES)[number];
export type DashboardCategory = (typeof DASHBOARD_CATEGORIES)[number];

export const DEFAULT_HOUSE_CATEGORY: Category = 'Core Collection';

/**
 * The categories a public page lists besides the home page's house category (HOUSE_CATEGORY):
 * /abstract-art, /sci-fi, /algornation and /miscellaneous. Anything else reaches no shopper.
 */
export const SHOP_PAGE_CATEGORIES = ['Abstract Art', 'Sci-Fi', 'Algornation', 'Miscellaneous'] as const;

/** Whether a shopper can find work of this category on a public page (the home page shows the house one). */
export function isShownInShop(category: string, houseCategory: string): boolean {
  return category === houseCategory || (SHOP_PAGE_CATEGORIES as readonly string[]).includes(category);
}

/** Short text for each gallery card on the dashboard. */
export const GALLERY_DESCRIPTIONS: Record<DashboardCategory, string> = {
  'Core Collection': 'The signature pieces shown on the main gallery.',
  'Political Edge': 'Provocative work on power, society and civic life.',
  'Abstracts & Experiments': 'Shapes, colour studies and experiments with form.',
  'Retired Works': 'Pieces no longer on sale, kept for the archive.',
};

// SPEC §9 upload limits.
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const ACCEPTED_IMAGE_MIME_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;
export type AcceptedImageMimeType = (typeof ACCEPTED_IMAGE_MIME_TYPES)[number];
export const ACCEPTED_IMAGE_EXTENSIONS = ['jpeg', 'jpg', 'png', 'gif', 'webp'] as const;
export const IGNORED_SYSTEM_FILES = ['.DS_Store', 'Thumbs.db'] as const;
/** Decompression-bomb guard: more pixels than this are refused before decoding. */
export const MAX_IMAGE_PIXELS = 100_000_000;

/**
 * Widths of the preview renditions the worker writes; `?w=` must be one of them. 720 (issue #15)
 * is what a phone's one-column gallery picks: 960 carried twice the bytes a phone shows. Artworks
 * processed before a width was added lack it; the catalog then answers the nearest stored one.
 */
export const PREVIEW_WIDTHS = [480, 720, 960, 1600] as const;
export type PreviewWidth = (typeof PREVIEW_WIDTHS)[number];
export const DEFAULT_PREVIEW_WIDTH: PreviewWidth = 960;
/**
 * Where a preview rendition is stored: named after the smallest width the picture answers for.
 * The OCR worker writes them and the catalog's rendition backfill adds missing ones.
 */
export const previewStorageKey = (artworkId: string, width: number) => `previews/${artworkId}/${width}.webp`;

// SPEC §9 rules on time and counts (the web app's presentational timings, toasts, tooltips and
// skeletons are in apps/web/src/config/ui.ts).
export const PAYMENT_WATCHDOG_MS = 30_000;
const DOWNLOAD_LINK_VALID_DAYS = 30;
export const DOWNLOAD_LINK_VALID_MS = DOWNLOAD_LINK_VALID_DAYS * 24 * 60 * 60 * 1000;
export const PREVIEW_FEATURED_MAX = 3;

// SPEC §9 prices, in cents.
export const PROMO_ART_PRICE_CENTS = 1499;
export const STRIKETHROUGH_PRICE_CENTS = 2999;
/** SPEC §2: every Miscellaneous item sells at this fixed price. */
export const MISCELLANEOUS_PRICE_CENTS = 1499;
export const PROMO_CODE = 'LAUNCH30';
export const DEFAULT_STATE_CODE = 'NY';

export const PAYMENT_PROVIDER_FEE_RATE = 0.029;

export const EXPENSES = [
  { name: 'Cloud hosting', cost: 130, description: 'Servers, storage and bandwidth for the gallery.' },
  { name: 'AI generation credits', cost: 250, description: 'Image model subscriptions and compute.' },
  { name: 'Domain & email', cost: 60, description: 'Domains, mailboxes and DNS.' },
  { name: 'Design software', cost: 97, description: 'Editing and upscaling tools.' },
  { name: 'Payment processing', cost: 20, description: 'Fixed fees on top of the 2.9% per sale.' },
  { name: 'Backups', cost: 25, description: 'Off-site copies of every original.' },
  { name: 'Monitoring', cost: 10, description: 'Uptime and error alerts.' },
  { name: 'Marketing', cost: 19, description: 'Social posts and small ad tests.' },
  { name: 'OCR & quality tools', cost: 20, description: 'Text checks on every artwork.' },
  { name: 'Miscellaneous', cost: 5, description: 'Everything else.' },
] as const;
export const EXPENSES_MONTHLY_TOTAL = 636;

export const INVESTMENT_PLANS = [
  {
    title: 'Print-on-demand merchandise',
    target: 500,
    raised: 120,
    timeline: 'Q1',
    description: 'Posters, mugs and apparel from the collection.',
  },
  {
    title: 'Dedicated GPU workstation',
    target: 2000,
    raised: 340,
    timeline: 'Q2',
    description: 'Faster, higher-resolution generation in house.',
  },
  {
    title: 'Artist collaborations',
    target: 1500,
    raised: 85,
    timeline: 'Q3',
    description: 'Commissioned series with guest artists.',
  },
  {
    title: 'Gallery exhibition',
    target: 800,
    raised: 200,
    timeline: 'Q4',
    description: 'A physical pop-up showing of the best pieces.',
  },
] as const;
export const FUNDS_ALLOCATION = { development: 60, operating: 25, reserve: 15 } as const;
