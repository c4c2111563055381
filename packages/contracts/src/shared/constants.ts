/** Business constants of SPEC §9, shared by the web app and every service. */

export const CURRENCY = 'USD' as const;

/**
 * Every category, declared once (SPEC §3: the dashboard's four, then the public pages'), in the
 * order the pickers list them. A category's public page, if it has one, is its row of SHOP_PAGES
 * (catalog/shop-pages.ts, which reads this module: shared/ imports no feature).
 */
const CATEGORY_TABLE = {
  'Core Collection': { shelf: 'dashboard', galleryDescription: 'The signature pieces shown on the main gallery.' },
  'Political Edge': { shelf: 'dashboard', galleryDescription: 'Provocative work on power, society and civic life.' },
  'Abstracts & Experiments': {
    shelf: 'dashboard',
    galleryDescription: 'Shapes, colour studies and experiments with form.',
  },
  'Retired Works': { shelf: 'dashboard', galleryDescription: 'Pieces no longer on sale, kept for the archive.' },
  'Abstract Art': { shelf: 'public' },
  Abstract: { shelf: 'public' },
  'Sci-Fi': { shelf: 'public' },
  Algornation: { shelf: 'public' },
  Miscellaneous: { shelf: 'public' },
} as const satisfies Record<string, { shelf: 'dashboard' | 'public'; galleryDescription?: string }>;

type CategoryTable = typeof CATEGORY_TABLE;
export type Category = keyof CategoryTable;
export type DashboardCategory = {
  [K in Category]: CategoryTable[K]['shelf'] extends 'dashboard' ? K : never;
}[Category];

const CATEGORY_NAMES = Object.keys(CATEGORY_TABLE) as Category[];
const isDashboardCategory = (category: Category): category is DashboardCategory =>
  CATEGORY_TABLE[category].shelf === 'dashboard';

export const CATEGORIES = CATEGORY_NAMES as unknown as readonly [Category, ...Category[]];
export const DASHBOARD_CATEGORIES: readonly DashboardCategory[] = CATEGORY_NAMES.filter(isDashboardCategory);
export const PUBLIC_CATEGORIES: readonly Category[] = CATEGORY_NAMES.filter(
  (category) => !isDashboardCategory(category),
);

export const DEFAULT_HOUSE_CATEGORY: Category = 'Core Collection';

/** Short text for each gallery card on the dashboard. */
export const GALLERY_DESCRIPTIONS = Object.fromEntries(
  DASHBOARD_CATEGORIES.map((category) => [category, CATEGORY_TABLE[category].galleryDescription]),
) as Record<DashboardCategory, string>;

// SPEC §9 upload limits, widened for print masters: SPEC's 10 MB became 200 MB and TIFF joined the
// accepted types (docs/dashboard.md, "Uploads"). The file is streamed, never held in memory.
export const MAX_UPLOAD_BYTES = 200 * 1024 * 1024;
export const ACCEPTED_IMAGE_MIME_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'image/tiff'] as const;
export type AcceptedImageMimeType = (typeof ACCEPTED_IMAGE_MIME_TYPES)[number];
export const ACCEPTED_IMAGE_EXTENSIONS = ['jpeg', 'jpg', 'png', 'gif', 'webp', 'tif', 'tiff'] as const;
export const IGNORED_SYSTEM_FILES = ['.DS_Store', 'Thumbs.db'] as const;
/** Decompression-bomb guard: more pixels than this are refused before decoding. */
export const MAX_IMAGE_PIXELS = 100_000_000;

/**
 * Widths of the preview renditions the worker writes; `?w=` must be one of them. 720
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
