import { ARTWORK_PAGE_PREFIX, SHOP_PAGES, type ShopPageName } from '@shop/contracts';

/** SPEC §2 route table: the path of each page of SHOP_PAGES (contracts), under its name. */
export const paths = {
  ...(Object.fromEntries(Object.entries(SHOP_PAGES).map(([name, page]) => [name, page.path])) as {
    [Name in ShopPageName]: (typeof SHOP_PAGES)[Name]['path'];
  }),
  /** An artwork's page, `/art/<slug>-<short id>` (contracts artworkPagePath). */
  artwork: `${ARTWORK_PAGE_PREFIX}:slugAndId`,
} as const;
