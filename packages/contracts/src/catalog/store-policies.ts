// No zod here: the footer (on every page, the home page too) lists these pages, and the shop's
// page table (shop-pages.ts) declares them; both stay out of zod's weight.

/**
 * The store's policy pages, which the artist writes in the dashboard (Markdown). The
 * slug is the page's last path part (`/policies/<slug>`) and the API's key; the title is the
 * page's heading and its link text.
 */
export const STORE_POLICIES = {
  terms: {
    title: 'Terms of Sale',
    description: 'The terms on which the shop sells its AI-generated artwork as digital downloads.',
  },
  privacy: {
    title: 'Privacy Policy',
    description: 'What the shop keeps about buyers and visitors, why, and for how long.',
  },
  'refund-policy': {
    title: 'Refund Policy',
    description: 'When and how a digital download bought in the shop is refunded.',
  },
  licence: {
    title: 'Licence',
    description: 'What a buyer may do with an artwork bought in the shop.',
  },
  faq: {
    title: 'FAQ',
    description: 'Answers to common questions about buying and downloading artwork.',
  },
} as const;

export type StorePolicySlug = keyof typeof STORE_POLICIES;

/** Every policy, in the order the footer lists them. */
export const STORE_POLICY_SLUGS = Object.keys(STORE_POLICIES) as [StorePolicySlug, ...StorePolicySlug[]];

export const STORE_POLICY_PATH_PREFIX = '/policies/';

/** A policy page's path. */
export const storePolicyPath = <S extends StorePolicySlug>(slug: S) => `${STORE_POLICY_PATH_PREFIX}${slug}` as const;

/**
 * The artist's About page, written like the policies (Markdown, in the dashboard's
 * Settings) and stored with them, but the shop ships no text for it: until the artist writes it,
 * the page says so.
 */
export const ABOUT_PAGE = {
  path: '/about',
  title: 'About the artist',
  description: 'Who makes the artwork in this shop, and how.',
} as const;
