import type { ArtworkOcrFindings, OcrFinding } from '@shop/contracts';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetToasts } from '../../../components/ui/use-toast';
import { buildArtwork, renderWithProviders, stubApi } from '../../../testing/admin-api-stub';
import { CURATION_MESSAGES } from '../messages';
import { EditTextDialog } from './edit-text-dialog';

const artwork = buildArtwork({
  title: 'Grand Opening',
  status: 'approved',
  ocrText: 'GRNAD DON’T',
  ocrErrors: ['Possible misspelling: "GRNAD"', 'Possible misspelling: "DON’T"'],
});
const finding = (word: string): OcrFinding => ({
  kind: 'misspelling',
  word,
  confidence: 91,
  box: { x: 10, y: 10, width: 100, height: 30 },
  pass: 'light',
});
const findingsPath = `GET /api/artworks/${artwork.id}/ocr-findings`;

describe('EditTextDialog', () => {
  afterEach(() => {
    act(() => resetToasts());
    vi.unstubAllGlobals();
  });

  it("offers to accept each word of the artwork's OCR findings, and accepts it as read", async () => {
    const accepted: unknown[] = [];
    stubApi({
      [findingsPath]: (): ArtworkOcrFindings => ({
        artworkId: artwork.id,
        findings: [finding('GRNAD'), finding('DON’T')],
      }),
      'POST /api/words': ({ body }) => {
        accepted.push(body);
        return { word: 'DON’T', reevaluated: 1 };
      },
    });
    renderWithProviders(<EditTextDialog artwork={artwork} onClose={() => undefined} />);
    expect(screen.getByRole('status')).toHaveTextContent(CURATION_MESSAGES.flaggedWordsLoading);
    expect(
      await screen.findByRole('button', { name: CURATION_MESSAGES.acceptFinding('misspelling', 'GRNAD') }),
    ).toBeInTheDocument();
    await userEvent.click(
      screen.getByRole('button', { name: CURATION_MESSAGES.acceptFinding('misspelling', 'DON’T') }),
    );
    await waitFor(() => expect(accepted).toEqual([{ word: 'DON’T' }]));
  });

  it('says so when the findings cannot be loaded, and tries again on request', async () => {
    let calls = 0;
    stubApi({
      [findingsPath]: () => {
        calls += 1;
        return calls === 1
          ? new Response(JSON.stringify({ error: 'dependency_unavailable', message: 'down' }), { status: 503 })
          : { artworkId: artwork.id, findings: [finding('GRNAD')] };
      },
    });
    renderWithProviders(<EditTextDialog artwork={artwork} onClose={() => undefined} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(CURATION_MESSAGES.flaggedWordsFailed);
    await userEvent.click(screen.getByRole('button', { name: CURATION_MESSAGES.retry }));
    expect(
      await screen.findByRole('button', { name: CURATION_MESSAGES.acceptFinding('misspelling', 'GRNAD') }),
    ).toBeInTheDocument();
  });

  it('offers "Looks fine" for text read without confidence, and explains a token the list cannot take', async () => {
    const accepted: unknown[] = [];
    stubApi({
      [findingsPath]: (): ArtworkOcrFindings => ({
        artworkId: artwork.id,
        findings: [
          { ...finding('WVimGzae'), kind: 'unreadable', confidence: 31 },
          { ...finding('W3im'), kind: 'unreadable', confidence: 22 },
        ],
      }),
      'POST /api/words': ({ body }) => {
        accepted.push(body);
        return { word: 'WVimGzae', reevaluated: 1 };
      },
    });
    renderWithProviders(<EditTextDialog artwork={artwork} onClose={() => undefined} />);
    const looksFine = await screen.findByRole('button', {
      name: CURATION_MESSAGES.acceptFinding('unreadable', 'WVimGzae'),
    });
    expect(looksFine).toHaveTextContent('Looks fine: “WVimGzae”');
    expect(screen.getByText(CURATION_MESSAGES.cannotAccept('W3im'))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /W3im/ })).toBeNull();
    await userEvent.click(looksFine);
    await waitFor(() => expect(accepted).toEqual([{ word: 'WVimGzae' }]));
  });
});
