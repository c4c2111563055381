import { DEFAULT_HOUSE_CATEGORY } from '@shop/contracts';

/**
 * Build-time settings. The main gallery shows the house category (ARCHITECTURE: HOUSE_CATEGORY,
 * default 'Core Collection'); set VITE_HOUSE_CATEGORY when the catalog runs with another one.
 */
export const env = {
  houseCategory: (import.meta.env.VITE_HOUSE_CATEGORY as string | undefined) ?? DEFAULT_HOUSE_CATEGORY,
} as const;
