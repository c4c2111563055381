import type { ArtworkOcrFindings } from '@shop/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildArtwork, renderWithProviders, stubApi } from '../../../testing/admin-api-stub';
import { CURATION_MESSAGES } from '../messages';
import { CardThumbnail } from './card-thumbnail';

describe('CardThumbnail', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("boxes a flagged work's findings inside the letterboxed image, each kind labelled", async () => {
    const artwork = buildArtwork({
      title: 'Banner',
      status: 'flagged',
      width: 1920,
      height: 1080,
      ocrErrors: ['Possible misspelling: "CELEBARTE"', 'Could not read this text with confidence: "WVimGzae"'],
    });
    stubApi({
      [`GET /api/artworks/${artwork.id}/ocr-findings`]: (): ArtworkOcrFindings => ({
        artworkId: artwork.id,
        findings: [
          {
            kind: 'misspelling',
            word: 'CELEBARTE',
            confidence: 92,
            box: { x: 192, y: 540, width: 960, height: 108 },
            pass: 'light',
          },
          {
            kind: 'unreadable',
            word: 'WVimGzae',
            confidence: 30,
            box: { x: 0, y: 0, width: 480, height: 54 },
            pass: 'gray',
          },
        ],
      }),
    });
    renderWithProviders(<CardThumbnail artwork={artwork} />);

    // The 16:9 image fills the 4:3 frame's width and is centred down it: its frame is the image.
    const frame = screen.getByTestId('card-image-frame');
    expect(frame).toHaveStyle({ left: '0%', top: '12.5%', width: '100%', height: '75%' });
    expect(frame).toContainElement(screen.getByAltText('Banner'));

    const misspelled = await screen.findByRole('img', {
      name: CURATION_MESSAGES.findingDescription('misspelling', 'CELEBARTE'),
    });
    expect(frame).toContainElement(misspelled);
    expect(misspelled).toHaveStyle({ left: '10%', top: '50%', width: '50%', height: '10%' });
    expect(misspelled).toHaveTextContent(CURATION_MESSAGES.findingKindTag.misspelling);
    const unreadable = screen.getByRole('img', {
      name: CURATION_MESSAGES.findingDescription('unreadable', 'WVimGzae'),
    });
    expect(unreadable).toHaveClass('border-dashed');
    expect(unreadable).toHaveTextContent(CURATION_MESSAGES.findingKindTag.unreadable);
  });

  it('writes the nearest dictionary word beside a boxed misspelling, and says it in the box name', async () => {
    const artwork = buildArtwork({
      title: 'Summer poster',
      status: 'flagged',
      width: 1000,
      height: 1000,
      ocrErrors: ['Possible misspelling: "SUMMR"', 'Could not read this text with confidence: "WVimGzae"'],
    });
    stubApi({
      [`GET /api/artworks/${artwork.id}/ocr-findings`]: (): ArtworkOcrFindings => ({
        artworkId: artwork.id,
        findings: [
          {
            kind: 'misspelling',
            word: 'SUMMR',
            confidence: 93,
            box: { x: 100, y: 400, width: 500, height: 100 },
            pass: 'scene-text',
            suggestions: ['SUMMER', 'SUMMA'],
          },
          {
            kind: 'unreadable',
            word: 'WVimGzae',
            confidence: 30,
            box: { x: 100, y: 700, width: 400, height: 50 },
            pass: 'gray',
          },
        ],
      }),
    });
    renderWithProviders(<CardThumbnail artwork={artwork} />);

    const frame = screen.getByTestId('card-image-frame');
    const [suggestion, ...others] = await within(frame).findAllByTestId('finding-suggestion');
    // On a thumbnail the suggestions without the word, in the finding's order; nothing beside the unreadable one.
    expect(suggestion).toHaveTextContent(/^→ SUMMER, SUMMA\?$/);
    expect(others).toEqual([]);
    expect(suggestion?.parentElement).toHaveAttribute('aria-hidden', 'true');
    expect(suggestion?.parentElement).toHaveStyle({ left: '10%', top: '40%', width: '50%', height: '10%' });
    const [box] = within(frame).getAllByTestId('finding-box');
    expect(box).toHaveAccessibleName(
      `${CURATION_MESSAGES.findingDescription('misspelling', 'SUMMR')} ${CURATION_MESSAGES.findingSuggestionSpoken('SUMMR', ['SUMMER', 'SUMMA'])}`,
    );
    expect(box).toHaveTextContent(/^Misspelling$/);
  });

  it('asks nothing for a clean work, nor for one whose OCR has not finished', async () => {
    const fetchMock = stubApi({});
    renderWithProviders(<CardThumbnail artwork={buildArtwork({ title: 'Clean' })} />);
    renderWithProviders(
      <CardThumbnail artwork={buildArtwork({ title: 'Waiting', ocrStatus: 'pending', width: null, height: null })} />,
    );
    renderWithProviders(
      <CardThumbnail artwork={buildArtwork({ title: 'Broken', ocrStatus: 'failed', ocrErrors: ['OCR failed: x'] })} />,
    );
    // Without dimensions there is no frame to draw in: the plain letterboxed image.
    expect(screen.getByAltText('Waiting')).toHaveClass('aspect-[4/3]', 'object-contain');
    await waitFor(() => expect(screen.getAllByRole('img')).toHaveLength(3));
    // Only the shop-wide preview version may be asked for, never findings.
    const asked = fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://localhost').pathname);
    expect(asked.filter((path) => path !== '/api/settings/preview-version')).toEqual([]);
    expect(screen.queryByTestId('finding-box')).toBeNull();
  });
});
