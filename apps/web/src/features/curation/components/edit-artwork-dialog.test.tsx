import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MAX_DESCRIPTION_LENGTH } from '@shop/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '../../../components/ui/toaster';
import { resetToasts } from '../../../components/ui/use-toast';
import { buildArtwork, renderWithProviders, stubApi } from '../../../testing/admin-api-stub';
import { EDIT_MESSAGES } from '../edit-messages';
import { EditArtworkDialog } from './edit-artwork-dialog';

const artwork = buildArtwork({ title: 'Neon Fox', category: 'Core Collection', price: null, isForSale: false });
const patchPath = `PATCH /api/artworks/${artwork.id}`;

function renderDialog(onClose = vi.fn()) {
  renderWithProviders(
    <>
      <EditArtworkDialog artwork={artwork} onClose={onClose} />
      <Toaster />
    </>,
  );
  return onClose;
}

describe('EditArtworkDialog', () => {
  afterEach(() => {
    act(() => resetToasts());
    vi.unstubAllGlobals();
  });

  it('saves only what changed, in the API money form, and toasts what changed', async () => {
    const sent: unknown[] = [];
    stubApi({
      [patchPath]: ({ body }) => {
        sent.push(body);
        return { ...artwork, title: 'Neon Fox II', price: '19.90', isForSale: true, category: 'Sci-Fi' };
      },
    });
    const onClose = renderDialog();
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText(EDIT_MESSAGES.titleLabel));
    await user.type(screen.getByLabelText(EDIT_MESSAGES.titleLabel), 'Neon Fox II');
    await user.selectOptions(screen.getByLabelText('Category'), 'Sci-Fi');
    await user.type(screen.getByLabelText(EDIT_MESSAGES.priceLabel), '19.9');
    await user.click(screen.getByLabelText(EDIT_MESSAGES.forSaleLabel));
    await user.click(screen.getByRole('button', { name: EDIT_MESSAGES.save }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent).toEqual([{ title: 'Neon Fox II', category: 'Sci-Fi', price: '19.90', isForSale: true }]);
    expect(await screen.findByText(EDIT_MESSAGES.savedTitle('Neon Fox II'))).toBeInTheDocument();
    expect(screen.getByText('Title “Neon Fox II”, category Sci-Fi, price $19.90, now for sale.')).toBeInTheDocument();
  });

  it('says what the compare-at price does: nothing struck when empty, never above the 30-day low', () => {
    renderDialog();
    const compareAt = screen.getByLabelText(EDIT_MESSAGES.compareAtLabel);
    const hint = document.getElementById(compareAt.getAttribute('aria-describedby') ?? '');
    expect(hint).toHaveTextContent('Empty: no struck price.');
    expect(hint).toHaveTextContent('never above the lowest price this work had in the last 30 days');
    expect(hint).not.toHaveTextContent(/reference price/i);
  });

  it('sets the compare-at price and refuses one that is not above zero', async () => {
    const priced = buildArtwork({ title: 'Neon Fox', price: '14.99', isForSale: true, compareAtPrice: '20.00' });
    const sent: unknown[] = [];
    stubApi({
      [`PATCH /api/artworks/${priced.id}`]: ({ body }) => {
        sent.push(body);
        return { ...priced, ...(body as object) };
      },
    });
    renderWithProviders(
      <>
        <EditArtworkDialog artwork={priced} onClose={vi.fn()} />
        <Toaster />
      </>,
    );
    const user = userEvent.setup();
    const compareAt = screen.getByLabelText(EDIT_MESSAGES.compareAtLabel);
    expect(compareAt).toHaveValue('20.00');
    for (const bad of ['0', 'abc']) {
      await user.clear(compareAt);
      await user.type(compareAt, bad);
      await user.click(screen.getByRole('button', { name: EDIT_MESSAGES.save }));
      expect(await screen.findByText(EDIT_MESSAGES.compareAtInvalid)).toBeInTheDocument();
    }
    expect(sent).toEqual([]);
    await user.clear(compareAt);
    await user.type(compareAt, '24.5');
    await user.click(screen.getByRole('button', { name: EDIT_MESSAGES.save }));
    await waitFor(() => expect(sent).toEqual([{ compareAtPrice: '24.50' }]));
    expect(await screen.findByText('Compare-at price $24.50.')).toBeInTheDocument();
  });

  it('sends null when the compare-at price is emptied', async () => {
    const priced = buildArtwork({ title: 'Owl', price: '14.99', compareAtPrice: '20.00' });
    const sent: unknown[] = [];
    stubApi({
      [`PATCH /api/artworks/${priced.id}`]: ({ body }) => {
        sent.push(body);
        return { ...priced, ...(body as object) };
      },
    });
    renderWithProviders(<EditArtworkDialog artwork={priced} onClose={vi.fn()} />);
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText(EDIT_MESSAGES.compareAtLabel));
    await user.click(screen.getByRole('button', { name: EDIT_MESSAGES.save }));
    await waitFor(() => expect(sent).toEqual([{ compareAtPrice: null }]));
  });

  it('saves a trimmed description and refuses one that is too long', async () => {
    const described = buildArtwork({ title: 'Neon Fox', description: 'Old words.' });
    const sent: unknown[] = [];
    stubApi({
      [`PATCH /api/artworks/${described.id}`]: ({ body }) => {
        sent.push(body);
        return { ...described, ...(body as object) };
      },
    });
    const onClose = vi.fn();
    renderWithProviders(
      <>
        <EditArtworkDialog artwork={described} onClose={onClose} />
        <Toaster />
      </>,
    );
    const user = userEvent.setup();
    const field = screen.getByLabelText(EDIT_MESSAGES.descriptionLabel);
    expect(field).toHaveValue('Old words.');
    expect(screen.getByText(EDIT_MESSAGES.descriptionHint(10))).toBeInTheDocument();

    await user.clear(field);
    await user.click(field);
    await user.paste('x'.repeat(MAX_DESCRIPTION_LENGTH + 1));
    await user.click(screen.getByRole('button', { name: EDIT_MESSAGES.save }));
    expect(screen.getByText(EDIT_MESSAGES.descriptionTooLong)).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([]);

    await user.clear(field);
    await user.type(field, '  A fox in neon light.  ');
    await user.click(screen.getByRole('button', { name: EDIT_MESSAGES.save }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent).toEqual([{ description: 'A fox in neon light.' }]);
    expect(await screen.findByText('Description updated.')).toBeInTheDocument();
  });

  it('sends null when the description is emptied, and names it in the toast', async () => {
    const described = buildArtwork({ title: 'Neon Fox', description: 'Old words.' });
    const sent: unknown[] = [];
    stubApi({
      [`PATCH /api/artworks/${described.id}`]: ({ body }) => {
        sent.push(body);
        return { ...described, description: null };
      },
    });
    const onClose = vi.fn();
    renderWithProviders(
      <>
        <EditArtworkDialog artwork={described} onClose={onClose} />
        <Toaster />
      </>,
    );
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText(EDIT_MESSAGES.descriptionLabel));
    await user.type(screen.getByLabelText(EDIT_MESSAGES.descriptionLabel), '   ');
    await user.click(screen.getByRole('button', { name: EDIT_MESSAGES.save }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent).toEqual([{ description: null }]);
    expect(await screen.findByText('Description removed.')).toBeInTheDocument();
  });

  it('explains a bad title, a bad price and a sale without a price, and sends nothing', async () => {
    const fetchMock = stubApi({});
    renderDialog();
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText(EDIT_MESSAGES.titleLabel));
    await user.type(screen.getByLabelText(EDIT_MESSAGES.priceLabel), '14.999');
    await user.click(screen.getByRole('button', { name: EDIT_MESSAGES.save }));
    expect(screen.getByText(EDIT_MESSAGES.titleRequired)).toBeInTheDocument();
    expect(screen.getByText(EDIT_MESSAGES.priceInvalid)).toBeInTheDocument();
    expect(screen.getByLabelText(EDIT_MESSAGES.priceLabel)).toHaveAttribute('aria-invalid', 'true');

    await user.type(screen.getByLabelText(EDIT_MESSAGES.titleLabel), 'Neon Fox');
    await user.clear(screen.getByLabelText(EDIT_MESSAGES.priceLabel));
    await user.click(screen.getByLabelText(EDIT_MESSAGES.forSaleLabel));
    await user.click(screen.getByRole('button', { name: EDIT_MESSAGES.save }));
    expect(screen.getByText(EDIT_MESSAGES.forSaleNeedsPrice)).toBeInTheDocument();
    expect(screen.queryByText(EDIT_MESSAGES.priceInvalid)).not.toBeInTheDocument();

    await user.click(screen.getByLabelText(EDIT_MESSAGES.forSaleLabel));
    await user.click(screen.getByRole('button', { name: EDIT_MESSAGES.save }));
    expect(screen.getByRole('status')).toHaveTextContent(EDIT_MESSAGES.nothingChanged);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the saving state, then the server’s refusal, and stays open', async () => {
    let answer: (response: Response) => void = () => undefined;
    // The answer is held back, so the saving state can be seen.
    vi.stubGlobal(
      'fetch',
      vi.fn(
        () =>
          new Promise<Response>((resolve) => {
            answer = resolve;
          }),
      ),
    );
    const onClose = renderDialog();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(EDIT_MESSAGES.priceLabel), '5');
    await user.click(screen.getByRole('button', { name: EDIT_MESSAGES.save }));
    expect(await screen.findByRole('button', { name: EDIT_MESSAGES.saving })).toBeDisabled();
    act(() =>
      answer(
        new Response(JSON.stringify({ error: 'not_found', message: 'No artwork with this id.' }), { status: 404 }),
      ),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('No artwork with this id.');
    expect(screen.getByRole('alert')).toHaveTextContent(EDIT_MESSAGES.saveFailedTitle);
    expect(onClose).not.toHaveBeenCalled();
  });
});
