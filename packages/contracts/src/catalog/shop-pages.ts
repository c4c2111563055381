// No zod here: the web app's router and links read this table, and a zod schema in this module
// would bring zod into the home page's JavaScript (bench/web/home-js-size.mjs).

import { FEATURED_PICTURE_SIZES, GALLERY_GRID_SIZES, type LargestPaint } from './largest-paint.js';
import { ABOUT_PAGE, STORE_POLICIES, storePolicyPath, type StorePolicySlug } from './store-policies.js';

export * from './store-policies.js';

/**
 * The shop's default name, as index.html's own title says it: the name until the artist sets one
 * (the shop identity's `shopName`), which every title then shows instead.
 */
export const SITE_NAME = 'Algorithmic Art Gallery';

/**
 * A page's full title: "<page> | <shop>", or the shop's name alone for the page whose title it is
 * (the home page). The gateway writes it in each page's head and the app keeps the tab's title to it.
 */
export const shopPageTitle = (title: string, shopName: string = SITE_NAME): string =>
  title === SITE_NAME || title === shopName ? shopName : `${title} | ${shopName}`;
export const DEFAULT_PAGE_DESCRIPTION = 'Premium AI-generated artwork as digital downloads: curated, OCR-verified.';

/** One public page of the shop (SPEC §2 plus the pages issues add). */
export interface ShopPage {
  path: string;
  /** The head's title (the gateway appends " | <shop>"; the home page's is the shop's name alone). */
  title: string;
  /** The head's meta description. */
  description: string;
  /** Listed in the sitemap and without `noindex`. */
  indexed: boolean;
  /** The category whose gallery the page is, for a category page. */
  category?: string;
  /**
   * A gallery page's largest paint on a phone, which the gateway preloads and the
   * page's component shows (the home page's is of the house category's gallery).
   */
  largestPaint?: LargestPaint;
}

/** The first picture of a 1/2/4-column gallery grid (home, Sci-Fi, Algornation, Miscellaneous). */
const FIRST_GRID_PICTURE = { artwork: 'first', sizes: GALLERY_GRID_SIZES } as const satisfies LargestPaint;

/** A store policy's page, indexed (a buyer searches for a shop's refund policy). */
const policyPage = <S extends StorePolicySlug>(slug: S) =>
  ({
    path: storePolicyPath(slug),
    title: STORE_POLICIES[slug].title,
    description: STORE_POLICIES[slug].description,
    indexed: true,
  }) as const;

/**
 * Every public page, declared once: the web app's router and links, the gateway's 200-or-404
 * answer, page heads and sitemap, and the category pages' galleries all read it. The home page
 * shows the house category (HOUSE_CATEGORY), which has no row of its own. Artwork pages
 * (`/art/<slug>-<short id>`) are in artwork-pages.ts.
 */
export const SHOP_PAGES = {
  home: {
    path: '/',
    title: SITE_NAME,
    description: DEFAULT_PAGE_DESCRIPTION,
    indexed: true,
    largestPaint: FIRST_GRID_PICTURE,
  },
  abstractArt: {
    path: '/abstract-art',
    title: 'Abstract Art',
    description: 'Abstract AI-generated artwork: colour, form and texture, each a high-resolution digital download.',
    indexed: true,
    category: 'Abstract Art',
    // SPEC §2/the featured piece at the top, the first one that can be bought.
    largestPaint: { artwork: 'first-for-sale', sizes: FEATURED_PICTURE_SIZES },
  },
  sciFi: {
    path: '/sci-fi',
    title: 'Sci-Fi',
    description: 'Futuristic AI-generated masterpieces: cities, machines and far worlds as digital downloads.',
    indexed: true,
    category: 'Sci-Fi',
    largestPaint: FIRST_GRID_PICTURE,
  },
  algornation: {
    path: '/algornation',
    title: 'Algornation',
    description: 'Algornation: AI-generated art on civic governance and the algorithmic nation, as digital downloads.',
    indexed: true,
    category: 'Algornation',
    largestPaint: FIRST_GRID_PICTURE,
  },
  miscellaneous: {
    path: '/miscellaneous',
    title: 'Miscellaneous',
    description: 'Unique AI-generated pieces that fit no other gallery, each a digital download at $14.99.',
    indexed: true,
    category: 'Miscellaneous',
    largestPaint: FIRST_GRID_PICTURE,
  },
  contact: {
    path: '/contact',
    title: 'Contact',
    description: `Questions, commissions or support: write to ${SITE_NAME}.`,
    indexed: true,
  },
  welcomeGenerator: {
    path: '/welcome-generator',
    title: 'Welcome Message Generator',
    description: 'Write a welcome message for your community in a few clicks.',
    indexed: true,
  },
  pricing: {
    path: '/pricing',
    title: 'Pricing',
    description:
      'Prices and bundles of AI-generated art downloads, the early-access free-sample programme and promo codes.',
    indexed: true,
  },
  expenses: {
    path: '/expenses',
    title: 'Expenses',
    description: `Where the money goes: the running costs of ${SITE_NAME}, in the open.`,
    indexed: true,
  },
  customLogos: {
    path: '/custom-logos',
    title: 'Custom Logos',
    description: 'Custom AI-generated logos, made to your brief.',
    indexed: true,
  },
  download: {
    path: '/download',
    title: 'Download',
    description: 'How downloads work: links come with your order confirmation and by e-mail, valid for 30 days.',
    indexed: true,
  },
  /** A buyer's orders and their links, behind an e-mailed sign-in link: personal, so not indexed. */
  library: {
    path: '/library',
    title: 'Your library',
    description: 'Every order paid with your e-mail address and its download links, after a sign-in link by e-mail.',
    indexed: false,
  },
  /** The artist's About page, which they write in the dashboard's Settings. */
  about: { ...ABOUT_PAGE, indexed: true },
  checkout: { path: '/checkout', title: 'Checkout', description: DEFAULT_PAGE_DESCRIPTION, indexed: false },
  checkoutWithTax: {
    path: '/checkout-with-tax',
    title: 'Checkout',
    description: DEFAULT_PAGE_DESCRIPTION,
    indexed: false,
  },
  success: { path: '/success', title: 'Thank you', description: DEFAULT_PAGE_DESCRIPTION, indexed: false },
  /** The printable receipt, ?order={id}. */
  receipt: { path: '/success/receipt', title: 'Receipt', description: DEFAULT_PAGE_DESCRIPTION, indexed: false },
  dashboard: { path: '/dashboard', title: 'Dashboard', description: DEFAULT_PAGE_DESCRIPTION, indexed: false },
  /** Search results, ?q={words}. */
  search: {
    path: '/search',
    title: 'Search',
    description: `Search the AI-generated artwork of ${SITE_NAME}.`,
    indexed: false,
  },
  policyTerms: policyPage('terms'),
  policyPrivacy: policyPage('privacy'),
  policyRefund: policyPage('refund-policy'),
  policyLicence: policyPage('licence'),
  policyFaq: policyPage('faq'),
} as const satisfies Record<string, ShopPage>;

export type ShopPageName = keyof typeof SHOP_PAGES;
export type ShopPagePath = (typeof SHOP_PAGES)[ShopPageName]['path'];

const PAGE_ROWS: readonly ShopPage[] = Object.values(SHOP_PAGES);

/** Each page by its path. */
export const SHOP_PAGE_BY_PATH = Object.fromEntries(PAGE_ROWS.map((page) => [page.path, page])) as {
  [Path in ShopPagePath]: ShopPage & { path: Path };
};

/** The page at a path, exactly as declared, or undefined. */
export function shopPageAt(path: string): (ShopPage & { path: ShopPagePath }) | undefined {
  return Object.hasOwn(SHOP_PAGE_BY_PATH, path) ? SHOP_PAGE_BY_PATH[path as ShopPagePath] : undefined;
}

/** The path of a category's gallery page: its own page, the home page for the house category. */
export function categoryPagePath(category: string, houseCategory: string): string | undefined {
  if (category === houseCategory) return SHOP_PAGES.home.path;
  return PAGE_ROWS.find((page) => page.category === category)?.path;
}

/**
 * The categories a public page lists besides the home page's house category (HOUSE_CATEGORY):
 * those of SHOP_PAGES' category pages. Anything else reaches no shopper.
 */
export const SHOP_PAGE_CATEGORIES: readonly string[] = Object.values(SHOP_PAGES).flatMap((page) =>
  'category' in page ? [page.category] : [],
);

/** Whether a shopper can find work of this category on a public page (the home page shows the house one). */
export function isShownInShop(category: string, houseCategory: string): boolean {
  return category === houseCategory || SHOP_PAGE_CATEGORIES.includes(category);
}

/**
 * The shop's own categories, the ones a curator should pick: the house category (the
 * home page's) first, then those with a page of their own in SHOP_PAGES, in its order.
 */
export function shopCategories(houseCategory: string): string[] {
  return [houseCategory, ...SHOP_PAGE_CATEGORIES.filter((category) => category !== houseCategory)];
}
