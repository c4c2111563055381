import type { Artwork } from '@shop/contracts';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '../../../components/ui/toaster';
import { resetToasts } from '../../../components/ui/use-toast';
import { buildArtwork, renderWithProviders, stubApi } from '../../../testing/admin-api-stub';
import { EDIT_MESSAGES } from '../edit-messages';
import { PublishCardButton } from './publish-card-button';

function renderButton(artwork: Artwork, onChanged = vi.fn()) {
  renderWithProviders(
    <>
      <PublishCardButton artwork={artwork} onChanged={onChanged} />
      <Toaster />
    </>,
  );
  return onChanged;
}

const publishButton = () => screen.queryByRole('button', { name: EDIT_MESSAGES.publish });

/** "Publish for sale" on the Curation card. */
describe('PublishCardButton', () => {
  afterEach(() => {
    act(() => resetToasts());
    vi.unstubAllGlobals();
  });

  it('publishes a priced pending work at its own price in one call and says it is on sale', async () => {
    const artwork = buildArtwork({ title: 'Neon Fox', status: 'pending', price: '19.90', isForSale: false });
    const sent: unknown[] = [];
    stubApi({
      [`POST /api/artworks/${artwork.id}/publish`]: ({ body }) => {
        sent.push(body);
        return { ...artwork, status: 'approved', isForSale: true };
      },
    });
    const onChanged = renderButton(artwork);
    await userEvent.click(publishButton() as HTMLElement);
    expect(await screen.findByText(EDIT_MESSAGES.publishedTitle('Neon Fox'))).toBeInTheDocument();
    expect(screen.getByText(EDIT_MESSAGES.publishedDescription('19.90'))).toBeInTheDocument();
    expect(sent).toEqual([{ price: '19.90' }]);
    expect(onChanged).toHaveBeenCalledTimes(1);
  });

  it("toasts the server's refusal", async () => {
    const artwork = buildArtwork({ status: 'approved', price: '5.00', isForSale: false });
    stubApi({
      [`POST /api/artworks/${artwork.id}/publish`]: () =>
        new Response(JSON.stringify({ message: 'The price is too low' }), { status: 400 }),
    });
    const onChanged = renderButton(artwork);
    await userEvent.click(publishButton() as HTMLElement);
    expect(await screen.findByText(EDIT_MESSAGES.publishFailedTitle)).toBeInTheDocument();
    expect(screen.getByText('The price is too low')).toBeInTheDocument();
    expect(onChanged).not.toHaveBeenCalled();
  });

  it('is not offered without a price, once approved and on sale, or for archived work', () => {
    for (const artwork of [
      buildArtwork({ status: 'pending', price: null, isForSale: false }),
      buildArtwork({ status: 'approved', price: '19.90', isForSale: true }),
      buildArtwork({ status: 'archived', price: '19.90', isForSale: false }),
    ]) {
      const { unmount } = renderWithProviders(<PublishCardButton artwork={artwork} />);
      expect(publishButton()).toBeNull();
      unmount();
    }
    renderWithProviders(
      <PublishCardButton artwork={buildArtwork({ status: 'approved', price: '9.00', isForSale: false })} />,
    );
    expect(publishButton()).toBeInTheDocument();
  });
});
