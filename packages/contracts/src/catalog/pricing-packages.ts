/**
 * SPEC §9 pricing packages. They are products with fixed server-side prices: a cart line for a
 * package carries the package id where an artwork line carries the artwork id. No zod here: the
 * shop's cart (on every page) needs these, and importing a module with schemas would bring zod
 * into the home page's JavaScript (bench/web/home-js-size.mjs).
 */
export interface PricingPackage {
  id: string;
  name: string;
  priceCents: number;
  originalPriceCents: number | null;
  description: string;
  popular: boolean;
}

export const PRICING_PACKAGES = [
  {
    id: 'package-abstract-single',
    name: 'Abstract Single',
    priceCents: 1499,
    originalPriceCents: null,
    description: 'One premium abstract artwork as a high-resolution digital download.',
    popular: false,
  },
  {
    id: 'package-abstract-3-pack',
    name: 'Abstract 3-Pack',
    priceCents: 3499,
    originalPriceCents: 4497,
    description: 'Three abstract artworks of your choice.',
    popular: false,
  },
  {
    id: 'package-abstract-5-pack',
    name: 'Abstract 5-Pack',
    priceCents: 5499,
    originalPriceCents: 7495,
    description: 'Five abstract artworks of your choice.',
    popular: false,
  },
  {
    id: 'package-abstract-10-pack',
    name: 'Abstract 10-Pack',
    priceCents: 9999,
    originalPriceCents: 14990,
    description: 'Ten abstract artworks: the collector bundle.',
    popular: true,
  },
  {
    id: 'package-custom-logo',
    name: 'Custom Logo',
    priceCents: 1999,
    originalPriceCents: null,
    description: 'A professional AI-assisted logo: 3 concepts to choose from.',
    popular: false,
  },
  {
    id: 'package-smart-bundle-3',
    name: 'Smart Bundle 3-Pack',
    priceCents: 4999,
    originalPriceCents: 5997,
    description: 'Two artworks and a custom logo together.',
    popular: true,
  },
] as const satisfies readonly PricingPackage[];

export type PricingPackageId = (typeof PRICING_PACKAGES)[number]['id'];

export function findPricingPackage(id: string): PricingPackage | undefined {
  return PRICING_PACKAGES.find((pkg) => pkg.id === id);
}

export const LOGO_PACKAGE_ID: PricingPackageId = 'package-custom-logo';
