import type { Artwork, OcrQueue } from '@shop/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CURATION_MESSAGES } from '../../../features/curation/messages';
import { REPLACE_FILE_MESSAGES } from '../../../features/curation/replace-file-messages';
import { Toaster } from '../../../components/ui/toaster';
import { resetToasts } from '../../../components/ui/use-toast';
import { buildArtwork, renderWithProviders, stubApi } from '../../../testing/admin-api-stub';
import { serveArtworks } from '../../../testing/artwork-pages';
import { FakeXhr } from '../../../testing/fake-xhr';
import DashboardPage from './dashboard';

const TITLE = 'Grand Opening';
const flagged = buildArtwork({ title: TITLE, status: 'flagged', ocrErrors: ['Possible misspelling: "GRNAD"'] });
const queued: Artwork = {
  ...flagged,
  filename: 'b1c2d3e4-0000-4000-8000-000000000002.png',
  ocrStatus: 'pending',
  ocrErrors: [],
};
const readClean: Artwork = { ...queued, status: 'pending', ocrStatus: 'processed' };

function queueOf(completed: number, waiting: Artwork[] = []): OcrQueue {
  return {
    counts: { waiting: waiting.length, active: 0, completed, failed: 0, delayed: 0 },
    jobs: waiting.map((artwork) => ({
      artworkId: artwork.id,
      filename: artwork.filename,
      state: 'waiting',
      progress: 0,
    })),
  };
}

describe('Dashboard: a replaced file’s new read', () => {
  beforeEach(() => {
    FakeXhr.instances = [];
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
  });
  afterEach(() => {
    act(() => resetToasts());
    vi.unstubAllGlobals();
  });

  it('wakes the idle OCR queue poll, so the card shows the new read once it ends', async () => {
    const server = { artwork: flagged, queue: queueOf(1) };
    const fetchMock = stubApi({
      'GET /api/auth/me': () => ({ role: 'admin' }),
      'GET /api/artworks': serveArtworks(() => [server.artwork]),
      'GET /api/ocr/queue': () => server.queue,
      [`GET /api/artworks/${flagged.id}/ocr-findings`]: () => ({ artworkId: flagged.id, findings: [] }),
    });
    const queueAsked = () => fetchMock.mock.calls.filter(([input]) => String(input).includes('/api/ocr/queue')).length;
    renderWithProviders(
      <>
        <DashboardPage />
        <Toaster />
      </>,
      { route: '/dashboard?tab=curation' },
    );
    const card = await screen.findByRole('article', { name: TITLE });
    // The queue is idle, so its poll sleeps after the first answer.
    await waitFor(() => expect(queueAsked()).toBe(1));

    const user = userEvent.setup({ applyAccept: false });
    await user.click(within(card).getByRole('button', { name: REPLACE_FILE_MESSAGES.replace }));
    const dialog = await screen.findByRole('dialog', { name: REPLACE_FILE_MESSAGES.title(TITLE) });
    await user.upload(
      within(dialog).getByLabelText(REPLACE_FILE_MESSAGES.fileLabel),
      new File(['corrected-png'], 'fixed.png', { type: 'image/png' }),
    );
    await user.click(within(dialog).getByRole('button', { name: REPLACE_FILE_MESSAGES.submit }));
    server.artwork = queued;
    server.queue = queueOf(1, [queued]);
    act(() => FakeXhr.instances[0]?.respond(200, queued));

    await waitFor(() => expect(queueAsked()).toBe(2));
    expect(await within(card).findByText(CURATION_MESSAGES.ocrProcessing)).toBeInTheDocument();

    // The worker finishes: the next poll sees it and the dashboard refreshes the work.
    server.artwork = readClean;
    server.queue = queueOf(2);
    expect(await within(card).findByText(CURATION_MESSAGES.ocrVerified, {}, { timeout: 5000 })).toBeInTheDocument();
  });
});
