import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildArtwork, renderWithProviders, stubApi } from '../../../testing/admin-api-stub';
import { EDIT_MESSAGES } from '../edit-messages';
import { CURATION_MESSAGES } from '../messages';
import { ArtworkCard } from './artwork-card';

const ACTION_NAMES = [
  CURATION_MESSAGES.approve,
  CURATION_MESSAGES.reject,
  CURATION_MESSAGES.editText,
  CURATION_MESSAGES.discard,
  CURATION_MESSAGES.viewDetails,
];

function renderCard(overrides: Parameters<typeof buildArtwork>[0]) {
  const handlers = { onUpdate: vi.fn(), onEditText: vi.fn(), onViewDetails: vi.fn() };
  const artwork = buildArtwork({ title: 'Neon Dreams', ...overrides });
  // A flagged card asks for its findings; these tests are about its actions, so none are found.
  stubApi({ [`GET /api/artworks/${artwork.id}/ocr-findings`]: () => ({ artworkId: artwork.id, findings: [] }) });
  renderWithProviders(<ArtworkCard artwork={artwork} {...handlers} />);
  const card = screen.getByRole('article', { name: 'Neon Dreams' });
  const shown = ACTION_NAMES.filter((name) => within(card).queryByRole('button', { name }) !== null);
  return { artwork, card, shown, ...handlers };
}

describe('ArtworkCard actions (SPEC §4)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('offers Approve and Reject on a pending artwork, and they set the status', async () => {
    const { artwork, card, shown, onUpdate } = renderCard({ status: 'pending' });
    expect(shown).toEqual([CURATION_MESSAGES.approve, CURATION_MESSAGES.reject]);
    await userEvent.click(within(card).getByRole('button', { name: CURATION_MESSAGES.approve }));
    expect(onUpdate).toHaveBeenLastCalledWith(artwork.id, { status: 'approved' });
    await userEvent.click(within(card).getByRole('button', { name: CURATION_MESSAGES.reject }));
    expect(onUpdate).toHaveBeenLastCalledWith(artwork.id, { status: 'rejected' });
  });

  it('shows a flagged artwork as Flagged with its errors, and offers Approve and Reject', () => {
    const { card, shown } = renderCard({ status: 'flagged', ocrErrors: ['Possible misspelling: "Grnad"'] });
    expect(shown).toEqual([CURATION_MESSAGES.approve, CURATION_MESSAGES.reject]);
    expect(within(card).getByText(CURATION_MESSAGES.statusLabels.flagged)).toBeInTheDocument();
    expect(within(card).getByText('Possible misspelling: "Grnad"')).toBeInTheDocument();
  });

  it('offers Edit Text and Discard on a rejected artwork that still has errors; Discard rejects', async () => {
    const { artwork, card, shown, onUpdate, onEditText } = renderCard({
      status: 'rejected',
      ocrErrors: ['Possible misspelling: "Slae"'],
    });
    expect(shown).toEqual([CURATION_MESSAGES.editText, CURATION_MESSAGES.discard]);
    // A rejected card says Rejected, even with errors left (SPEC §4 said Flagged).
    expect(within(card).getByText(CURATION_MESSAGES.statusLabels.rejected)).toBeInTheDocument();
    expect(within(card).queryByText(CURATION_MESSAGES.statusLabels.flagged)).toBeNull();
    await userEvent.click(within(card).getByRole('button', { name: CURATION_MESSAGES.editText }));
    expect(onEditText).toHaveBeenCalledWith(artwork);
    await userEvent.click(within(card).getByRole('button', { name: CURATION_MESSAGES.discard }));
    expect(onUpdate).toHaveBeenLastCalledWith(artwork.id, { status: 'rejected' });
  });

  it('never shows Flagged beside OCR Verified: read text with errors says how many', () => {
    const { card } = renderCard({ status: 'flagged', ocrStatus: 'processed', ocrErrors: ['a', 'b'] });
    expect(within(card).getByText(CURATION_MESSAGES.statusLabels.flagged)).toBeInTheDocument();
    expect(within(card).getByText(CURATION_MESSAGES.ocrTextErrors(2))).toBeInTheDocument();
    expect(within(card).queryByText(CURATION_MESSAGES.ocrVerified)).toBeNull();
  });

  it('says OCR Verified on clean read text, and one text error in the singular', () => {
    expect(
      within(renderCard({ status: 'approved', ocrStatus: 'processed' }).card).getByText(CURATION_MESSAGES.ocrVerified),
    ).toBeInTheDocument();
    expect(CURATION_MESSAGES.ocrTextErrors(1)).toBe('1 text error');
  });

  it('says a work was approved over its open findings instead of Flagged or Approved', () => {
    const one = renderCard({ status: 'approved', ocrStatus: 'processed', ocrErrors: ['Possible misspelling: "NIGH"'] });
    expect(within(one.card).getByText('Approved with 1 open finding')).toBeInTheDocument();
    expect(within(one.card).queryByText(CURATION_MESSAGES.statusLabels.flagged)).toBeNull();
    expect(within(one.card).queryByText(CURATION_MESSAGES.statusLabels.approved)).toBeNull();
    expect(within(one.card).queryByText(CURATION_MESSAGES.ocrVerified)).toBeNull();
  });

  it('counts the open findings of an approved work in the plural', () => {
    const two = renderCard({ status: 'approved', ocrStatus: 'processed', ocrErrors: ['a', 'b'] });
    expect(within(two.card).getByText('Approved with 2 open findings')).toBeInTheDocument();
  });

  it('offers only View Details on a clean approved artwork', () => {
    expect(renderCard({ status: 'approved' }).shown).toEqual([CURATION_MESSAGES.viewDetails]);
  });

  it('offers only View Details on a clean rejected artwork', () => {
    expect(renderCard({ status: 'rejected' }).shown).toEqual([CURATION_MESSAGES.viewDetails]);
  });

  it('changes the category from the card', async () => {
    const { artwork, card, onUpdate } = renderCard({ status: 'approved', category: 'Core Collection' });
    await userEvent.selectOptions(within(card).getByLabelText(CURATION_MESSAGES.categoryLabel), 'Sci-Fi');
    expect(onUpdate).toHaveBeenCalledWith(artwork.id, { category: 'Sci-Fi' });
  });

  it('shows the price and for-sale state on the card', () => {
    const onSale = renderCard({ status: 'approved', price: '19.99', isForSale: true }).card;
    expect(within(onSale).getByTestId('sale-state')).toHaveTextContent(`$19.99${EDIT_MESSAGES.cardForSale}`);
  });

  it('says No price and Not for sale on a card without either', () => {
    const offSale = renderCard({ status: 'approved', price: null, isForSale: false }).card;
    expect(within(offSale).getByTestId('sale-state')).toHaveTextContent(
      `${EDIT_MESSAGES.cardPrice(null)}${EDIT_MESSAGES.cardNotForSale}`,
    );
  });

  it('warns on a card for sale without a price', () => {
    const unpriced = renderCard({ status: 'approved', price: null, isForSale: true }).card;
    expect(within(unpriced).getByText(EDIT_MESSAGES.cardForSaleUnpriced)).toBeInTheDocument();
  });
});
