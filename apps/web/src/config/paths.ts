/** SPEC §2 route table. */
export const paths = {
  home: '/',
  dashboard: '/dashboard',
  abstractArt: '/abstract-art',
  sciFi: '/sci-fi',
  algornation: '/algornation',
  miscellaneous: '/miscellaneous',
  contact: '/contact',
  welcomeGenerator: '/welcome-generator',
  checkout: '/checkout',
  checkoutWithTax: '/checkout-with-tax',
  success: '/success',
  /** Issue #14: the printable receipt, ?order={id}. */
  receipt: '/success/receipt',
  download: '/download',
  pricing: '/pricing',
  expenses: '/expenses',
  customLogos: '/custom-logos',
  /** Issue #15: an artwork's page, `/art/<slug>-<short id>` (contracts artworkPagePath). */
  artwork: '/art/:slugAndId',
  /** Issue #15: search results, ?q={words}. */
  search: '/search',
} as const;
