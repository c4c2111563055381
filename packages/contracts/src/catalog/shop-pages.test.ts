import { describe, expect, it } from 'vitest';
import { NOT_INDEXED_PAGE_PATHS, SHOP_PAGE_PATHS } from './artwork-pages.js';
import { categoryPagePath, SHOP_PAGE_CATEGORIES, shopPageAt } from './shop-pages.js';

describe('SHOP_PAGES', () => {
  it("lists SPEC §2's pages and the issues' in the sitemap's order, the private ones not indexed", () => {
    expect(SHOP_PAGE_PATHS).toEqual([
      '/',
      '/abstract-art',
      '/sci-fi',
      '/algornation',
      '/miscellaneous',
      '/contact',
      '/welcome-generator',
      '/pricing',
      '/expenses',
      '/custom-logos',
      '/download',
      '/checkout',
      '/checkout-with-tax',
      '/success',
      '/success/receipt',
      '/dashboard',
      '/search',
      // Issue #25: the store policies.
      '/policies/terms',
      '/policies/privacy',
      '/policies/refund-policy',
      '/policies/licence',
      '/policies/faq',
    ]);
    expect(NOT_INDEXED_PAGE_PATHS).toEqual([
      '/checkout',
      '/checkout-with-tax',
      '/success',
      '/success/receipt',
      '/dashboard',
      '/search',
    ]);
  });

  it('gives each category page its category, and the house category the home page', () => {
    expect(SHOP_PAGE_CATEGORIES).toEqual(['Abstract Art', 'Sci-Fi', 'Algornation', 'Miscellaneous']);
    expect(categoryPagePath('Sci-Fi', 'Core Collection')).toBe('/sci-fi');
    expect(categoryPagePath('Core Collection', 'Core Collection')).toBe('/');
    expect(categoryPagePath('Sci-Fi', 'Sci-Fi')).toBe('/');
    expect(categoryPagePath('Political Edge', 'Core Collection')).toBeUndefined();
  });

  it('finds a page by its exact path only', () => {
    expect(shopPageAt('/pricing')?.title).toBe('Pricing');
    expect(shopPageAt('/Pricing')).toBeUndefined();
    expect(shopPageAt('toString')).toBeUndefined();
  });
});
