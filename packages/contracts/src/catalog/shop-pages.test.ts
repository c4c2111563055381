import { describe, expect, it } from 'vitest';
import { artworkPageTitle, NOT_INDEXED_PAGE_PATHS, SHOP_PAGE_PATHS } from './artwork-pages.js';
import {
  categoryPagePath,
  SHOP_PAGE_CATEGORIES,
  SHOP_PAGES,
  shopPageAt,
  shopPageTitle,
  SITE_NAME,
} from './shop-pages.js';

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
      '/library',
      '/about',
      '/checkout',
      '/checkout-with-tax',
      '/success',
      '/success/receipt',
      '/dashboard',
      '/search',
      // The store policies.
      '/policies/terms',
      '/policies/privacy',
      '/policies/refund-policy',
      '/policies/licence',
      '/policies/faq',
    ]);
    expect(NOT_INDEXED_PAGE_PATHS).toEqual([
      '/library',
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

describe('page titles', () => {
  it("end with the shop's name, the default one until the artist sets another", () => {
    expect(shopPageTitle('Pricing')).toBe(`Pricing | ${SITE_NAME}`);
    expect(shopPageTitle('Pricing', 'Mira Prints')).toBe('Pricing | Mira Prints');
    expect(artworkPageTitle({ title: 'Koi', category: 'Sci-Fi' }, 'Mira Prints')).toBe('Koi — Sci-Fi | Mira Prints');
  });

  it("give the home page the shop's name alone", () => {
    expect(shopPageTitle(SHOP_PAGES.home.title)).toBe(SITE_NAME);
    expect(shopPageTitle(SHOP_PAGES.home.title, 'Mira Prints')).toBe('Mira Prints');
  });
});
