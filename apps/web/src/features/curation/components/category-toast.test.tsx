import type { Artwork } from '@shop/contracts';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notShownInShopLabel } from '../../../components/ui/category-options';
import { Toaster } from '../../../components/ui/toaster';
import { resetToasts } from '../../../components/ui/use-toast';
import { buildArtwork, renderWithProviders, stubApi } from '../../../testing/admin-api-stub';
import { serveArtworks } from '../../../testing/artwork-pages';
import { CURATION_MESSAGES } from '../messages';
import { CurationPanel } from './curation-panel';

const artwork = buildArtwork({ title: 'Neon Dreams', status: 'approved', category: 'Core Collection' });

describe('changing a category from the card', () => {
  afterEach(() => {
    act(() => resetToasts());
    vi.unstubAllGlobals();
  });

  it('offers the shop’s categories and the archive, and toasts the new category by name', async () => {
    stubApi({
      'GET /api/artworks': serveArtworks(() => [artwork]),
      [`PATCH /api/artworks/${artwork.id}`]: ({ body }): Artwork => ({ ...artwork, ...(body as Partial<Artwork>) }),
    });
    renderWithProviders(
      <>
        <CurationPanel />
        <Toaster />
      </>,
    );
    const card = await screen.findByRole('article', { name: 'Neon Dreams' });
    const select = within(card).getByLabelText(CURATION_MESSAGES.categoryLabel);
    expect(within(select).getByRole('option', { name: notShownInShopLabel('Retired Works') })).toBeInTheDocument();
    expect(within(select).getByRole('option', { name: 'Sci-Fi' })).toBeInTheDocument();
    expect(within(select).queryByRole('option', { name: notShownInShopLabel('Abstract') })).toBeNull();

    await userEvent.selectOptions(select, 'Sci-Fi');
    expect(await screen.findByText(CURATION_MESSAGES.categoryChangedTitle)).toBeInTheDocument();
    expect(screen.getByText(CURATION_MESSAGES.categoryChangedDescription('Neon Dreams', 'Sci-Fi'))).toBeInTheDocument();
    expect(screen.getByText('«Neon Dreams» moved to Sci-Fi.')).toBeInTheDocument();
    expect(screen.queryByText(CURATION_MESSAGES.updateSuccessDescription)).toBeNull();
  });

  it('keeps an older category a work carries, marked as not shown in the shop', async () => {
    const legacy = buildArtwork({ title: 'Old Piece', status: 'approved', category: 'Abstract' });
    stubApi({ 'GET /api/artworks': serveArtworks(() => [legacy]) });
    renderWithProviders(<CurationPanel />);
    const card = await screen.findByRole('article', { name: 'Old Piece' });
    const select = within(card).getByLabelText(CURATION_MESSAGES.categoryLabel);
    expect(select).toHaveValue('Abstract');
    expect(within(select).getByRole('option', { name: notShownInShopLabel('Abstract') })).toBeInTheDocument();
  });
});
