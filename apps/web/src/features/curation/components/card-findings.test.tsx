import type { ArtworkOcrFindings, OcrMisreadResult } from '@shop/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildArtwork, renderWithProviders, stubApi } from '../../../testing/admin-api-stub';
import { CURATION_MESSAGES } from '../messages';
import { ArtworkCard } from './artwork-card';

// "LANTERN NIGHT" read by OCR as "ANTERN NIGH": suggestions that do not say what the image says.
const artwork = buildArtwork({
  title: 'Lantern Night',
  status: 'flagged',
  width: 1000,
  height: 500,
  ocrText: 'ANTERN NIGH',
  ocrErrors: ['Possible misspelling: "ANTERN"', 'Could not read this text with confidence: "NIGH"'],
});
const findings: ArtworkOcrFindings = {
  artworkId: artwork.id,
  findings: [
    {
      kind: 'misspelling',
      word: 'ANTERN',
      confidence: 88,
      box: { x: 100, y: 50, width: 200, height: 40 },
      pass: 'light',
      suggestions: ['ASTERN', 'INTERN', 'LANTERN'],
    },
    { kind: 'unreadable', word: 'NIGH', confidence: 31, box: null, pass: 'gray' },
  ],
};

function renderCard() {
  const calls = { misreads: [] as unknown[], words: [] as unknown[] };
  stubApi({
    [`GET /api/artworks/${artwork.id}/ocr-findings`]: () => findings,
    [`POST /api/artworks/${artwork.id}/ocr-misreads`]: ({ body }): OcrMisreadResult => {
      calls.misreads.push(body);
      const { word, text } = body as { word: string; text: string };
      return {
        misread: {
          artworkId: artwork.id,
          word,
          text,
          kind: 'misspelling',
          confidence: 88,
          pass: 'light',
          createdAt: '2026-01-01T00:00:00.000Z',
          updatedAt: '2026-01-01T00:00:00.000Z',
        },
        status: 'flagged',
        ocrErrors: ['Could not read this text with confidence: "NIGH"'],
      };
    },
    'POST /api/words': ({ body }) => {
      calls.words.push(body);
      return { word: 'x', reevaluated: 0 };
    },
  });
  renderWithProviders(
    <ArtworkCard artwork={artwork} onUpdate={vi.fn()} onEditText={vi.fn()} onViewDetails={vi.fn()} />,
  );
  return { card: screen.getByRole('article', { name: 'Lantern Night' }), calls };
}

async function findingItem(card: HTMLElement, word: string): Promise<HTMLElement> {
  const list = await within(card).findByRole('list', { name: CURATION_MESSAGES.cardFindingsLabel });
  const item = within(list)
    .getAllByRole('listitem')
    .find((candidate) => candidate.textContent?.includes(`“${word}”`));
  if (!item) throw new Error(`no finding ${word} on the card`);
  return item;
}

describe('the findings on a curator card', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("shows a misspelling's first three suggestions, in the finding's order, beside its actions", async () => {
    const { card } = renderCard();
    const item = await findingItem(card, 'ANTERN');
    expect(within(item).getByTestId('finding-suggestion')).toHaveTextContent('ANTERN → ASTERN, INTERN, LANTERN?');
    expect(within(item).getByRole('button', { name: 'Accept “ANTERN”' })).toBeInTheDocument();
    expect(within(item).getByRole('button', { name: CURATION_MESSAGES.misreadFinding })).toBeInTheDocument();
    // The thumbnail's tag beside the box carries the same three, without the word.
    const thumbnailTag = within(card)
      .getAllByTestId('finding-suggestion')
      .find((tag) => !item.contains(tag));
    expect(thumbnailTag).toHaveTextContent(/^→ ASTERN, INTERN, LANTERN\?$/);
  });

  it('records what the image says for a misread finding, never as a word of the shop', async () => {
    const { card, calls } = renderCard();
    const item = await findingItem(card, 'ANTERN');
    await userEvent.click(within(item).getByRole('button', { name: CURATION_MESSAGES.misreadFinding }));

    const form = within(item).getByRole('form', { name: CURATION_MESSAGES.misreadFormLabel('ANTERN') });
    const input = within(form).getByLabelText(CURATION_MESSAGES.misreadTextLabel);
    // Prefilled with the likeliest suggestion, which is not what the image says here.
    expect(input).toHaveValue('ASTERN');
    expect(input).toHaveAttribute('maxLength', '100');
    await userEvent.clear(input);
    expect(within(form).getByRole('button', { name: CURATION_MESSAGES.misreadSave })).toBeDisabled();
    await userEvent.type(input, '  LANTERN ');
    await userEvent.click(within(form).getByRole('button', { name: CURATION_MESSAGES.misreadSave }));

    await waitFor(() => expect(calls.misreads).toEqual([{ word: 'ANTERN', text: 'LANTERN' }]));
    expect(calls.words).toEqual([]);
    await waitFor(() => expect(within(item).queryByRole('form')).toBeNull());
  });

  it('offers Misread on an unreadable finding too, prefilled with the word read', async () => {
    const { card, calls } = renderCard();
    const item = await findingItem(card, 'NIGH');
    expect(within(item).queryByTestId('finding-suggestion')).toBeNull();
    await userEvent.click(within(item).getByRole('button', { name: CURATION_MESSAGES.misreadFinding }));
    const input = within(item).getByLabelText(CURATION_MESSAGES.misreadTextLabel);
    expect(input).toHaveValue('NIGH');
    await userEvent.click(within(item).getByRole('button', { name: CURATION_MESSAGES.misreadCancel }));
    expect(within(item).queryByLabelText(CURATION_MESSAGES.misreadTextLabel)).toBeNull();
    expect(calls.misreads).toEqual([]);
  });
});
