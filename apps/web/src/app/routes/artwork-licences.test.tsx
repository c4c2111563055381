import { DOWNLOAD_LICENCE, artworkPagePath, type LicenceTier } from '@shop/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../config/paths';
import { cartMessages } from '../../features/cart';
import { galleryMessages } from '../../features/gallery';
import { LICENCE_MESSAGES } from '../../features/licences';
import { catalogHandlers } from '../../testing/artwork-catalog';
import { publicArtworksFetch } from '../../testing/artwork-pages';
import { jsonFetch, makeArtwork, renderStorefront } from '../../testing/storefront';
import ArtworkPage from './artwork';

const koi = makeArtwork({
  id: '3f2a9c1b-7d4e-4000-8000-000000000011',
  title: 'Neon Koi',
  category: 'Sci-Fi',
  price: '19.99',
});
const tiers: LicenceTier[] = [
  {
    id: 'c1000000-0000-4000-8000-000000000001',
    name: 'Personal',
    text: 'Prints for your home.',
    priceDifference: '0.00',
  },
  {
    id: 'c1000000-0000-4000-8000-000000000002',
    name: 'Commercial',
    text: 'Use in products you sell.',
    priceDifference: '25.00',
  },
];

function openPage(licences: LicenceTier[]) {
  const byShortId = jsonFetch({ ...catalogHandlers([koi]), 'GET /api/licences': () => ({ licences }) });
  const list = publicArtworksFetch(() => [koi]);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) =>
      new URL(String(input), 'http://localhost').pathname === '/api/artworks' ? list(input) : byShortId(input, init),
    ),
  );
  return renderStorefront(<ArtworkPage />, { path: paths.artwork, initialEntry: artworkPagePath(koi) });
}

describe('the artwork page with licence tiers', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('offers each tier with its price, and the cart keeps the one chosen at its price', async () => {
    const user = userEvent.setup();
    openPage(tiers);
    const choice = await screen.findByRole('radiogroup', { name: LICENCE_MESSAGES.chooseLegend });
    const personal = within(choice).getByRole('radio', { name: /Personal/ });
    const commercial = within(choice).getByRole('radio', { name: /Commercial/ });
    // The first tier is the default; each shows its price for this work.
    expect(personal).toBeChecked();
    expect(choice).toHaveTextContent('Personal$19.99');
    expect(choice).toHaveTextContent('Commercial$44.99');
    expect(commercial).toHaveAccessibleDescription('Use in products you sell.');
    // The tiers' texts stand instead of the shop's one licence.
    expect(screen.queryByRole('region', { name: DOWNLOAD_LICENCE.heading })).not.toBeInTheDocument();

    await user.click(commercial);
    expect(commercial).toBeChecked();
    await user.click(await screen.findByRole('button', { name: galleryMessages.addToCartLabel('Neon Koi') }));
    const cart = await screen.findByRole('dialog', { name: cartMessages.title });
    expect(within(cart).getByText(cartMessages.licenceTier('Commercial'))).toBeInTheDocument();
    expect(within(cart).getByTestId('cart-total')).toHaveTextContent('$44.99');
    expect(within(cart).queryByRole('region', { name: DOWNLOAD_LICENCE.heading })).not.toBeInTheDocument();
    const saved = JSON.parse(localStorage.getItem('cart') ?? '[]') as {
      artwork: { price: string };
      licence?: { id: string; name: string };
    }[];
    expect(saved).toHaveLength(1);
    expect(saved[0]?.artwork.price).toBe('44.99');
    expect(saved[0]?.licence).toEqual({ id: tiers[1]?.id, name: 'Commercial', priceDifference: '25.00' });
  });

  it('shows no choice and adds the work as before when the shop sells one licence', async () => {
    const user = userEvent.setup();
    openPage([]);
    await user.click(await screen.findByRole('button', { name: galleryMessages.addToCartLabel('Neon Koi') }));
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: DOWNLOAD_LICENCE.heading })).toBeInTheDocument();
    await screen.findByRole('dialog', { name: cartMessages.title });
    const saved = JSON.parse(localStorage.getItem('cart') ?? '[]') as {
      licence?: unknown;
      artwork: { price: string };
    }[];
    expect(saved[0]?.licence).toBeUndefined();
    expect(saved[0]?.artwork.price).toBe('19.99');
  });
});
