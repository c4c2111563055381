import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '../../../components/ui/toaster';
import { resetToasts } from '../../../components/ui/use-toast';
import { buildArtwork, renderWithProviders, stubApi } from '../../../testing/admin-api-stub';
import { EDIT_MESSAGES } from '../edit-messages';
import { EditArtworkDialog } from './edit-artwork-dialog';

/** A new work priced, put on sale and approved in one step. */
describe('Publish for sale', () => {
  afterEach(() => {
    act(() => resetToasts());
    vi.unstubAllGlobals();
  });

  const fresh = buildArtwork({ title: 'Neon Fox', status: 'pending', price: null, isForSale: false });
  const publishPath = `POST /api/artworks/${fresh.id}/publish`;

  function renderDialog(artwork = fresh) {
    const onClose = vi.fn();
    renderWithProviders(
      <>
        <EditArtworkDialog artwork={artwork} onClose={onClose} />
        <Toaster />
      </>,
    );
    return onClose;
  }

  it('sends the price and the other edits in one publish call and says the work is on sale', async () => {
    const sent: unknown[] = [];
    stubApi({
      [publishPath]: ({ body }) => {
        sent.push(body);
        return { ...fresh, title: 'Neon Fox II', price: '19.90', isForSale: true, status: 'approved' };
      },
    });
    const onClose = renderDialog();
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText(EDIT_MESSAGES.titleLabel));
    await user.type(screen.getByLabelText(EDIT_MESSAGES.titleLabel), 'Neon Fox II');
    await user.type(screen.getByLabelText(EDIT_MESSAGES.priceLabel), '19.9');
    await user.click(screen.getByRole('button', { name: EDIT_MESSAGES.publish }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent).toEqual([{ price: '19.90', title: 'Neon Fox II' }]);
    expect(await screen.findByText(EDIT_MESSAGES.publishedTitle('Neon Fox II'))).toBeInTheDocument();
    expect(screen.getByText(EDIT_MESSAGES.publishedDescription('19.90'))).toBeInTheDocument();
  });

  it('asks for a price first and sends nothing without one', async () => {
    const sent: unknown[] = [];
    stubApi({ [publishPath]: ({ body }) => (sent.push(body), fresh) });
    renderDialog();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: EDIT_MESSAGES.publish }));
    expect(await screen.findByText(EDIT_MESSAGES.publishNeedsPrice)).toBeInTheDocument();
    await user.type(screen.getByLabelText(EDIT_MESSAGES.priceLabel), 'abc');
    await user.click(screen.getByRole('button', { name: EDIT_MESSAGES.publish }));
    expect(await screen.findByText(EDIT_MESSAGES.priceInvalid)).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('is not offered for a work already approved and on sale', () => {
    stubApi({});
    renderDialog(buildArtwork({ status: 'approved', price: '9.99', isForSale: true }));
    expect(screen.queryByRole('button', { name: EDIT_MESSAGES.publish })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: EDIT_MESSAGES.save })).toBeInTheDocument();
  });
});
