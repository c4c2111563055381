import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeArtwork } from '../../../testing/storefront';
import { galleryMessages } from '../messages';
import { struckCentsOf } from '../struck-price';
import { Prices } from './prices';

/** What a card shows for a work charged at `chargedCents`. */
function renderCard(strikethroughPrice: string | null, chargedCents = 1499) {
  const artwork = makeArtwork({ price: '14.99', strikethroughPrice });
  return render(<Prices cents={chargedCents} struckCents={struckCentsOf(artwork, chargedCents)} />);
}

describe('a card’s prices', () => {
  it("strikes SPEC's $29.99 as the original price when the catalog sends it above the price", () => {
    renderCard('29.99');
    expect(screen.getByText('$14.99')).toBeInTheDocument();
    const struck = screen.getByText('$29.99');
    expect(struck.tagName).toBe('S');
    expect(screen.getByText(galleryMessages.salePrice)).toBeInTheDocument();
    expect(screen.getByText(galleryMessages.originalPrice)).toBeInTheDocument();
  });

  it("strikes the artist's own compare-at price", () => {
    renderCard('20.00');
    expect(screen.getByText('$20.00').tagName).toBe('S');
  });

  it('strikes nothing, and calls the price neither sale nor original, when the catalog sends no struck price', () => {
    renderCard(null);
    expect(screen.getByText('$14.99')).toBeInTheDocument();
    expect(screen.queryByText(galleryMessages.originalPrice)).not.toBeInTheDocument();
    expect(screen.queryByText(galleryMessages.salePrice)).not.toBeInTheDocument();
    expect(document.querySelector('s')).toBeNull();
  });

  it('strikes nothing at or below a price the page charges itself', () => {
    renderCard('14.99', 1499);
    expect(document.querySelector('s')).toBeNull();
    expect(screen.queryByText(galleryMessages.salePrice)).not.toBeInTheDocument();
    expect(struckCentsOf({ strikethroughPrice: '14.99' }, 1500)).toBeNull();
    expect(struckCentsOf({ strikethroughPrice: '15.00' }, 1499)).toBe(1500);
  });
});
