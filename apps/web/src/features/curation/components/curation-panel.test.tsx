import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '../../../components/ui/toaster';
import { resetToasts } from '../../../components/ui/use-toast';
import { buildArtwork, renderWithProviders, stubApi } from '../../../testing/admin-api-stub';
import { ARCHIVE_MESSAGES } from '../archive-messages';
import { serveArtworks } from '../../../testing/artwork-pages';
import { CURATION_MESSAGES } from '../messages';
import { CurationPanel } from './curation-panel';

const artworks = [
  buildArtwork({ title: 'Clean pending', status: 'pending' }),
  buildArtwork({ title: 'Flagged one', status: 'flagged', ocrErrors: ['Possible misspelling: "Grnad"'] }),
  buildArtwork({ title: 'Approved one', status: 'approved' }),
  buildArtwork({ title: 'Approved with errors', status: 'approved', ocrErrors: ['Possible misspelling: "Slae"'] }),
  buildArtwork({ title: 'Rejected one', status: 'rejected' }),
];

function titles() {
  return screen.queryAllByRole('article').map((card) => within(card).getByRole('heading').textContent);
}

describe('CurationPanel', () => {
  afterEach(() => {
    act(() => resetToasts());
    vi.unstubAllGlobals();
  });

  it('filters the cards and counts them', async () => {
    stubApi({ 'GET /api/artworks': serveArtworks(() => artworks) });
    renderWithProviders(<CurationPanel />);
    await screen.findByRole('heading', { name: 'Clean pending' });
    expect(screen.getByText(CURATION_MESSAGES.itemCount(5))).toBeInTheDocument();

    const filter = screen.getByLabelText(CURATION_MESSAGES.filterLabel);
    expect(
      within(filter)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All', 'Approved Only', 'Flagged Only', 'Pending Review', 'Archived']);

    await userEvent.selectOptions(filter, 'Flagged Only');
    expect(titles()).toEqual(['Flagged one', 'Approved with errors']);
    expect(screen.getByText(CURATION_MESSAGES.itemCount(2))).toBeInTheDocument();

    await userEvent.selectOptions(filter, 'Approved Only');
    expect(titles()).toEqual(['Approved one']);

    await userEvent.selectOptions(filter, 'Pending Review');
    expect(titles()).toEqual(['Clean pending']);
  });

  // Issue #13: archived work is found under its own filter, says Archived and offers Restore.
  it('shows archived work under the Archived filter, badged Archived, with Restore and Delete', async () => {
    stubApi({
      'GET /api/artworks': serveArtworks(() => [
        buildArtwork({ title: 'Shown one', status: 'approved' }),
        buildArtwork({ title: 'Archived one', status: 'archived', ocrErrors: ['Possible misspelling: "Slae"'] }),
      ]),
    });
    renderWithProviders(<CurationPanel />, { route: '/dashboard?tab=curation&filter=archived' });
    const card = await screen.findByRole('article', { name: 'Archived one' });
    expect(titles()).toEqual(['Archived one']);
    expect(within(card).getByText(CURATION_MESSAGES.statusLabels.archived)).toBeInTheDocument();
    expect(within(card).queryByText(CURATION_MESSAGES.statusLabels.flagged)).not.toBeInTheDocument();
    expect(within(card).getByRole('button', { name: ARCHIVE_MESSAGES.restore })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: ARCHIVE_MESSAGES.delete })).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: ARCHIVE_MESSAGES.archive })).not.toBeInTheDocument();
  });

  it('says so when no artwork matches the filter, or there are none at all', async () => {
    stubApi({ 'GET /api/artworks': serveArtworks(() => [buildArtwork({ status: 'approved' })]) });
    renderWithProviders(<CurationPanel />, { route: '/dashboard?tab=curation&filter=flagged' });
    expect(await screen.findByText(CURATION_MESSAGES.emptyTitle)).toBeInTheDocument();
    expect(screen.getByText(CURATION_MESSAGES.emptyNoMatch('flagged'))).toBeInTheDocument();
  });

  it('invites an upload when the catalog is empty', async () => {
    stubApi({ 'GET /api/artworks': serveArtworks(() => []) });
    renderWithProviders(<CurationPanel />);
    expect(await screen.findByText(CURATION_MESSAGES.emptyNoArtworks)).toBeInTheDocument();
  });

  it('shows the skeleton of 6 cards while loading', () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => {})),
    );
    renderWithProviders(<CurationPanel />);
    expect(screen.getAllByTestId('skeleton-card')).toHaveLength(6);
  });

  it('runs Approve All Clean through the batch route, toasts and reloads the list', async () => {
    let list = artworks;
    const fetchMock = stubApi({
      'GET /api/artworks': serveArtworks(() => list),
      'POST /api/artworks/batch': ({ body }) => {
        expect(body).toEqual({ action: 'approve-clean' });
        list = list.map((artwork) =>
          artwork.status === 'pending' && artwork.ocrErrors.length === 0
            ? { ...artwork, status: 'approved' as const }
            : artwork,
        );
        return { updated: 1 };
      },
    });
    renderWithProviders(
      <>
        <CurationPanel />
        <Toaster />
      </>,
      { route: '/dashboard?filter=approved' },
    );
    await screen.findByRole('heading', { name: 'Approved one' });
    await userEvent.click(screen.getByRole('button', { name: CURATION_MESSAGES.approveAllClean }));
    expect(await screen.findByText(CURATION_MESSAGES.batchApproveTitle)).toBeInTheDocument();
    expect(screen.getByText(CURATION_MESSAGES.batchApproveDescription)).toBeInTheDocument();
    await waitFor(() => expect(titles()).toEqual(['Clean pending', 'Approved one']));
    expect(
      fetchMock.mock.calls.filter(([url]) => String(url).startsWith('/api/artworks') && !String(url).includes('batch')),
    ).toHaveLength(2);
  });

  it('updates a status with the update toast, and reports a failure with the server message', async () => {
    let fail = false;
    const fetchMock = stubApi({});
    fetchMock.mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      if ((init?.method ?? 'GET') === 'GET')
        return new Response(JSON.stringify(serveArtworks(() => artworks)({ method: 'GET', url, body: undefined })), {
          status: 200,
        });
      if (fail)
        return new Response(JSON.stringify({ error: 'conflict', message: 'Artwork changed meanwhile.' }), {
          status: 409,
        });
      const id = url.split('/').at(-1) ?? '';
      const artwork = artworks.find((a) => a.id === id);
      return new Response(JSON.stringify({ ...artwork, status: 'approved' }), { status: 200 });
    });
    renderWithProviders(
      <>
        <CurationPanel />
        <Toaster />
      </>,
    );
    const card = await screen.findByRole('article', { name: 'Clean pending' });
    await userEvent.click(within(card).getByRole('button', { name: CURATION_MESSAGES.approve }));
    expect(await screen.findByText(CURATION_MESSAGES.updateSuccessTitle)).toBeInTheDocument();
    expect(screen.getByText(CURATION_MESSAGES.updateSuccessDescription)).toBeInTheDocument();
    fail = true;
    await userEvent.click(within(card).getByRole('button', { name: CURATION_MESSAGES.reject }));
    expect(await screen.findByText(CURATION_MESSAGES.updateFailedTitle)).toBeInTheDocument();
    expect(screen.getByText('Artwork changed meanwhile.')).toBeInTheDocument();
  });
});
