import type { ArtworkOcrFindings } from '@shop/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildArtwork, renderWithProviders, stubApi } from '../../../testing/admin-api-stub';
import { CURATION_MESSAGES } from '../messages';
import { ArtworkCard } from './artwork-card';
import { FullSizeDialog } from './full-size-dialog';

const artwork = buildArtwork({
  title: 'Grand Opening',
  status: 'flagged',
  width: 1000,
  height: 500,
  ocrText: 'GRNAD OPENNING',
  ocrErrors: ['Possible misspelling: "GRNAD"', 'Possible misspelling: "OPENNING"'],
});
const findingsPath = `GET /api/artworks/${artwork.id}/ocr-findings`;
const findings: ArtworkOcrFindings = {
  artworkId: artwork.id,
  findings: [
    {
      kind: 'misspelling',
      word: 'GRNAD',
      confidence: 90,
      box: { x: 100, y: 50, width: 200, height: 25 },
      pass: 'light',
      suggestions: ['GRAND', 'GRAD', 'GONAD'],
    },
    { kind: 'misspelling', word: 'OPENNING', confidence: null, box: null, pass: null },
  ],
};

const image = () => screen.getByAltText(`${CURATION_MESSAGES.fullSizePreview}: Grand Opening`);

describe('FullSizeDialog', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('opens from the card with the largest preview, letterboxed', async () => {
    stubApi({ [findingsPath]: () => findings });
    renderWithProviders(
      <ArtworkCard artwork={artwork} onUpdate={vi.fn()} onEditText={vi.fn()} onViewDetails={vi.fn()} />,
    );
    expect(screen.getByAltText('Grand Opening')).toHaveClass('object-contain');
    await userEvent.click(screen.getByRole('button', { name: CURATION_MESSAGES.viewFullSizeLabel('Grand Opening') }));
    const dialog = await screen.findByRole('dialog', { name: CURATION_MESSAGES.fullSizeTitle('Grand Opening') });
    expect(within(dialog).getByAltText(`${CURATION_MESSAGES.fullSizePreview}: Grand Opening`)).toHaveAttribute(
      'src',
      `/api/files/${artwork.id}.png?w=1600`,
    );
    expect(image()).toHaveClass('object-contain');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('lists the OCR errors and draws a rectangle over each finding with a box, scaled to the image', async () => {
    stubApi({ [findingsPath]: () => findings });
    renderWithProviders(<FullSizeDialog artwork={artwork} onClose={vi.fn()} />);
    expect(screen.getByText(CURATION_MESSAGES.fullSizeImageLoading)).toBeInTheDocument();
    for (const error of artwork.ocrErrors) expect(screen.getByText(error)).toBeInTheDocument();
    expect(await screen.findByText(CURATION_MESSAGES.findingDescription('misspelling', 'GRNAD'))).toBeInTheDocument();
    expect(
      screen.getByText(CURATION_MESSAGES.findingNoBox(CURATION_MESSAGES.findingDescription('misspelling', 'OPENNING'))),
    ).toBeInTheDocument();

    fireEvent.load(image());
    expect(screen.queryByText(CURATION_MESSAGES.fullSizeImageLoading)).toBeNull();
    const boxes = screen.getAllByTestId('finding-box');
    expect(boxes).toHaveLength(1);
    expect(boxes[0]).toHaveAccessibleName(
      `${CURATION_MESSAGES.findingDescription('misspelling', 'GRNAD')} ${CURATION_MESSAGES.findingSuggestionSpoken('GRNAD', ['GRAND', 'GRAD', 'GONAD'])}`,
    );
    expect(boxes[0]).toHaveStyle({ left: '10%', top: '10%', width: '20%', height: '5%' });
  });

  it('writes the suggested words beside the boxed misspelling and in the list, said as a question', async () => {
    stubApi({ [findingsPath]: () => findings });
    renderWithProviders(<FullSizeDialog artwork={artwork} onClose={vi.fn()} />);
    const list = await screen.findByTestId('finding-list');
    // Only GRNAD was offered words; OPENNING is an old finding without them.
    const [listed, ...others] = within(list).getAllByTestId('finding-suggestion');
    expect(others).toEqual([]);
    expect(listed).toHaveTextContent('GRNAD → GRAND, GRAD, GONAD?');
    expect(within(listed as HTMLElement).getByText('GRNAD → GRAND, GRAD, GONAD?')).toHaveAttribute(
      'aria-hidden',
      'true',
    );
    expect(
      within(listed as HTMLElement).getByText(
        CURATION_MESSAGES.findingSuggestionSpoken('GRNAD', ['GRAND', 'GRAD', 'GONAD']),
      ),
    ).toHaveClass('sr-only');

    fireEvent.load(image());
    const [box] = screen.getAllByTestId('finding-box');
    const beside = (box?.parentElement as HTMLElement).querySelector(
      ':scope > [aria-hidden] [data-testid="finding-suggestion"]',
    );
    expect(beside).toHaveTextContent(/^GRNAD → GRAND, GRAD, GONAD\?$/);
    // The box is near the top, so its kind tag hangs below it and the words below the tag.
    expect(beside).toHaveClass('top-full');
  });

  it('draws an unreadable finding dashed and labelled, lists it beside the image and takes "Looks fine"', async () => {
    const unreadable = buildArtwork({
      title: 'Neon sign',
      status: 'flagged',
      width: 1000,
      height: 500,
      ocrErrors: ['Possible misspelling: "GRNAD"', 'Could not read this text with confidence: "WVimGzae"'],
    });
    const accepted: unknown[] = [];
    stubApi({
      [`GET /api/artworks/${unreadable.id}/ocr-findings`]: (): ArtworkOcrFindings => ({
        artworkId: unreadable.id,
        findings: [
          {
            kind: 'misspelling',
            word: 'GRNAD',
            confidence: 90,
            box: { x: 100, y: 250, width: 200, height: 25 },
            pass: 'light',
          },
          {
            kind: 'unreadable',
            word: 'WVimGzae',
            confidence: 34,
            box: { x: 500, y: 0, width: 300, height: 50 },
            pass: 'gray',
          },
        ],
      }),
      'POST /api/words': ({ body }) => {
        accepted.push(body);
        return { word: 'WVimGzae', reevaluated: 1 };
      },
    });
    renderWithProviders(<FullSizeDialog artwork={unreadable} onClose={vi.fn()} />);
    const description = CURATION_MESSAGES.findingDescription('unreadable', 'WVimGzae');
    expect(description).toBe('Could not read with confidence: “WVimGzae”');
    expect(await screen.findByText(description)).toBeInTheDocument();

    fireEvent.load(screen.getByAltText(`${CURATION_MESSAGES.fullSizePreview}: Neon sign`));
    const boxes = screen.getAllByTestId('finding-box');
    expect(boxes.map((box) => box.dataset.kind)).toEqual(['misspelling', 'unreadable']);
    const [misspelled, unread] = boxes;
    expect(unread).toHaveAccessibleName(description);
    expect(unread).toHaveClass('border-dashed');
    expect(misspelled).toHaveClass('border-solid');
    // The kind is written on each box, not told by colour alone.
    expect(unread).toHaveTextContent(CURATION_MESSAGES.findingKindTag.unreadable);
    expect(misspelled).toHaveTextContent(CURATION_MESSAGES.findingKindTag.misspelling);
    expect(unread).toHaveStyle({ left: '50%', top: '0%', width: '30%', height: '10%' });

    // Beside Accept on every finding: OCR may have misread the image.
    expect(
      within(screen.getByTestId('finding-list')).getAllByRole('button', { name: CURATION_MESSAGES.misreadFinding }),
    ).toHaveLength(2);
    await userEvent.click(
      screen.getByRole('button', { name: CURATION_MESSAGES.acceptFinding('unreadable', 'WVimGzae') }),
    );
    await waitFor(() => expect(accepted).toEqual([{ word: 'WVimGzae' }]));
  });

  it('says so when the image or the findings cannot be loaded, and retries the findings', async () => {
    let fail = true;
    stubApi({
      [findingsPath]: () =>
        fail
          ? new Response(JSON.stringify({ error: 'unavailable', message: 'Down' }), { status: 503 })
          : { artworkId: artwork.id, findings: [] },
    });
    renderWithProviders(<FullSizeDialog artwork={artwork} onClose={vi.fn()} />);
    expect(await screen.findByText(CURATION_MESSAGES.fullSizeFindingsFailed)).toBeInTheDocument();
    fireEvent.error(image());
    expect(screen.getByText(CURATION_MESSAGES.fullSizeImageFailed)).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: CURATION_MESSAGES.retry }));
    expect(await screen.findByText(CURATION_MESSAGES.fullSizeNoFindings)).toBeInTheDocument();
  });

  it('says when a clean work has no text errors', async () => {
    stubApi({ [`GET /api/artworks/clean/ocr-findings`]: () => ({ artworkId: 'clean', findings: [] }) });
    renderWithProviders(<FullSizeDialog artwork={buildArtwork({ id: 'clean', title: 'Clean' })} onClose={vi.fn()} />);
    expect(screen.getByText(CURATION_MESSAGES.fullSizeNoErrors)).toBeInTheDocument();
    expect(await screen.findByText(CURATION_MESSAGES.fullSizeNoFindings)).toBeInTheDocument();
  });
});
