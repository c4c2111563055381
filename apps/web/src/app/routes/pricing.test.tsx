import type { ArtPriceRange } from '@shop/contracts';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pricingMessages } from '../../features/pricing';
import { jsonFetch, renderStorefront } from '../../testing/storefront';
import PricingPage from './pricing';

function renderPricing(range: ArtPriceRange) {
  vi.stubGlobal('fetch', jsonFetch({ 'GET /api/pricing/art-range': () => range }));
  renderStorefront(<PricingPage />, { path: '/pricing' });
}

describe('pricing page promises', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("keeps SPEC's texts for a shop at SPEC's prices", async () => {
    renderPricing({ lowest: '14.99', highest: '19.99' });
    expect(await screen.findByText('Art price range: $14.99-$19.99 • Merchandise: $45-$63')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Simple launch pricing for premium AI-generated art and professional logos. Art from $14.99 to $19.99.',
      ),
    ).toBeInTheDocument();
  });

  it("follows the shop's real prices", async () => {
    renderPricing({ lowest: '2.00', highest: '29.99' });
    expect(await screen.findByText('Art price range: $2.00-$29.99 • Merchandise: $45-$63')).toBeInTheDocument();
    expect(screen.getByText(/Art from \$2\.00 to \$29\.99\./)).toBeInTheDocument();
    expect(screen.queryByText(/\$14\.99 to \$19\.99|\$14\.99-\$19\.99/)).not.toBeInTheDocument();
  });

  it("adds the page's own $14.99 single and $19.99 logo to the works' prices, and keeps SPEC's range with nothing for sale", async () => {
    expect(pricingMessages.priceRange({ lowest: '9.00', highest: '9.00' })).toBe(
      'Art price range: $9.00-$19.99 • Merchandise: $45-$63',
    );
    expect(pricingMessages.intro({ lowest: '16.00', highest: '16.00' })).toMatch(/ Art from \$14\.99 to \$19\.99\.$/);
    expect(pricingMessages.priceRange(undefined)).toBe('Art price range: $14.99-$19.99 • Merchandise: $45-$63');
    renderPricing({ lowest: null, highest: null });
    expect(await screen.findByText('Art price range: $14.99-$19.99 • Merchandise: $45-$63')).toBeInTheDocument();
  });
});
