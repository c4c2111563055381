import type { Artwork, ArtworkOcrFindings } from '@shop/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '../../../components/ui/toaster';
import { resetToasts } from '../../../components/ui/use-toast';
import { artworkKeys } from '../../../lib/query-keys';
import { buildArtwork, renderWithProviders, stubApi } from '../../../testing/admin-api-stub';
import { serveArtworks } from '../../../testing/artwork-pages';
import { FakeXhr } from '../../../testing/fake-xhr';
import { CURATION_MESSAGES } from '../messages';
import { REPLACE_FILE_MESSAGES } from '../replace-file-messages';
import { CurationPanel } from './curation-panel';

// "Replace file" from the full-size view, the same action as on the card, and the view
// following the work through its new preview, its new OCR run and the new findings.
const TITLE = 'Grand Opening';
const ERROR = 'Possible misspelling: "GRNAD"';
const flagged = buildArtwork({
  title: TITLE,
  status: 'flagged',
  width: 1000,
  height: 500,
  ocrErrors: [ERROR],
});
const NEW_FILENAME = '7f0c1d2e-3b4a-4c5d-8e6f-708192a3b4c5.png';
// The corrected file is still misspelled, at another place: the same `ocrErrors` as before.
const queued: Artwork = {
  ...flagged,
  filename: NEW_FILENAME,
  originalName: 'fixed.png',
  status: 'pending',
  ocrStatus: 'pending',
  ocrErrors: [],
  updatedAt: '2025-01-02T00:00:00.000Z',
};
const read: Artwork = { ...queued, status: 'flagged', ocrStatus: 'processed', ocrErrors: [ERROR] };

function findingsAt(x: number, suggestions: string[]): ArtworkOcrFindings {
  return {
    artworkId: flagged.id,
    findings: [
      {
        kind: 'misspelling',
        word: 'GRNAD',
        confidence: 90,
        box: { x, y: 50, width: 200, height: 25 },
        pass: 'light',
        suggestions,
      },
    ],
  };
}

describe('Replace file from the full-size view', () => {
  let server: { artwork: Artwork; findings: ArtworkOcrFindings };

  beforeEach(() => {
    FakeXhr.instances = [];
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    server = { artwork: flagged, findings: findingsAt(100, ['GRAND']) };
    stubApi({
      'GET /api/artworks': serveArtworks(() => [server.artwork]),
      [`GET /api/artworks/${flagged.id}/ocr-findings`]: () => server.findings,
    });
  });
  afterEach(() => {
    act(() => resetToasts());
    vi.unstubAllGlobals();
  });

  it('replaces the file, then shows the new preview, the new OCR run and its findings', async () => {
    const onOcrQueued = vi.fn();
    const { queryClient } = renderWithProviders(
      <>
        <CurationPanel onOcrQueued={onOcrQueued} />
        <Toaster />
      </>,
    );
    const user = userEvent.setup({ applyAccept: false });
    await user.click(await screen.findByRole('button', { name: CURATION_MESSAGES.viewFullSizeLabel(TITLE) }));
    const view = await screen.findByRole('dialog', { name: CURATION_MESSAGES.fullSizeTitle(TITLE) });
    const image = () => within(view).getByAltText(`${CURATION_MESSAGES.fullSizePreview}: ${TITLE}`);
    const box = () => within(view).getAllByTestId('finding-box')[0];
    expect(await within(view).findByText(CURATION_MESSAGES.findingDescription('misspelling', 'GRNAD'))).toBeVisible();
    fireEvent.load(image());
    expect(box()).toHaveStyle({ left: '10%' });

    await user.click(within(view).getByRole('button', { name: REPLACE_FILE_MESSAGES.replace }));
    const replace = await screen.findByRole('dialog', { name: REPLACE_FILE_MESSAGES.title(TITLE) });
    await user.upload(
      within(replace).getByLabelText(REPLACE_FILE_MESSAGES.fileLabel),
      new File(['corrected-png'], 'fixed.png', { type: 'image/png' }),
    );
    await user.click(within(replace).getByRole('button', { name: REPLACE_FILE_MESSAGES.submit }));
    const [xhr] = FakeXhr.instances;
    expect(xhr?.method).toBe('PUT');
    expect(xhr?.url).toBe(`/api/artworks/${flagged.id}/file`);

    server = { artwork: queued, findings: { artworkId: flagged.id, findings: [] } };
    act(() => xhr?.respond(200, queued));
    await waitFor(() => expect(replace).not.toBeInTheDocument());
    expect(onOcrQueued).toHaveBeenCalledTimes(1);

    // The view stays open on the new file: its preview loads afresh and its text is being read.
    await waitFor(() => expect(image()).toHaveAttribute('src', `/api/files/${NEW_FILENAME}?w=1600`));
    expect(within(view).getByText(CURATION_MESSAGES.fullSizeImageLoading)).toBeInTheDocument();
    expect(within(view).queryByTestId('finding-box')).toBeNull();
    expect(within(view).getByText(CURATION_MESSAGES.ocrProcessing)).toBeInTheDocument();
    expect(within(view).getByText(CURATION_MESSAGES.fullSizeFindingsAwaitingOcr)).toBeInTheDocument();
    expect(within(view).queryByText(ERROR)).toBeNull();

    // The OCR result lands; the dashboard's queue watcher refreshes the artworks as it does for every card.
    server = { artwork: read, findings: findingsAt(500, ['GRAND', 'GRAD']) };
    await act(() => queryClient.invalidateQueries({ queryKey: artworkKeys.all }));
    expect(await within(view).findByText(CURATION_MESSAGES.ocrTextErrors(1))).toBeInTheDocument();
    expect(within(view).getByText(ERROR)).toBeInTheDocument();
    const list = await within(view).findByTestId('finding-list');
    expect(await within(list).findByText('GRNAD → GRAND, GRAD?')).toBeInTheDocument();
    fireEvent.load(image());
    // The new file's box, never the old file's one kept under the same errors.
    expect(box()).toHaveStyle({ left: '50%' });
  });

  it('keeps the view and the work as they were when the server refuses the file', async () => {
    renderWithProviders(<CurationPanel />);
    const user = userEvent.setup({ applyAccept: false });
    await user.click(await screen.findByRole('button', { name: CURATION_MESSAGES.viewFullSizeLabel(TITLE) }));
    const view = await screen.findByRole('dialog', { name: CURATION_MESSAGES.fullSizeTitle(TITLE) });
    await user.click(within(view).getByRole('button', { name: REPLACE_FILE_MESSAGES.replace }));
    const replace = await screen.findByRole('dialog', { name: REPLACE_FILE_MESSAGES.title(TITLE) });
    await user.upload(
      within(replace).getByLabelText(REPLACE_FILE_MESSAGES.fileLabel),
      new File(['not-an-image'], 'fixed.png', { type: 'image/png' }),
    );
    await user.click(within(replace).getByRole('button', { name: REPLACE_FILE_MESSAGES.submit }));
    act(() =>
      FakeXhr.instances[0]?.respond(415, { error: 'unsupported_media_type', message: 'Not a supported image.' }),
    );

    expect(await within(replace).findByRole('alert')).toHaveTextContent('Not a supported image.');
    await user.click(within(replace).getByRole('button', { name: REPLACE_FILE_MESSAGES.cancel }));
    await waitFor(() => expect(replace).not.toBeInTheDocument());
    expect(within(view).getByAltText(`${CURATION_MESSAGES.fullSizePreview}: ${TITLE}`)).toHaveAttribute(
      'src',
      `/api/files/${flagged.filename}?w=1600`,
    );
    expect(within(view).getByText(ERROR)).toBeInTheDocument();
  });
});
