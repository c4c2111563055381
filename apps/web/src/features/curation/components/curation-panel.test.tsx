import type { Artwork } from '@shop/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '../../../components/ui/toaster';
import { resetToasts } from '../../../components/ui/use-toast';
import { buildArtwork, renderWithProviders, stubApi } from '../../../testing/admin-api-stub';
import { ARCHIVE_MESSAGES } from '../archive-messages';
import { EDIT_MESSAGES } from '../edit-messages';
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

  // Archived work is found under its own filter, says Archived and offers Restore.
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

  // A priced work not yet on sale is published from its card.
  it('offers Publish for sale on the card of a priced work not yet approved and on sale', async () => {
    stubApi({
      'GET /api/artworks': serveArtworks(() => [
        buildArtwork({ title: 'Priced pending', status: 'pending', price: '19.90', isForSale: false }),
        buildArtwork({ title: 'On sale', status: 'approved', price: '19.90', isForSale: true }),
      ]),
    });
    renderWithProviders(<CurationPanel />);
    const priced = await screen.findByRole('article', { name: 'Priced pending' });
    expect(within(priced).getByRole('button', { name: EDIT_MESSAGES.publish })).toBeInTheDocument();
    const onSale = screen.getByRole('article', { name: 'On sale' });
    expect(within(onSale).queryByRole('button', { name: EDIT_MESSAGES.publish })).not.toBeInTheDocument();
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

  // Like every batch action of the tab, they ask with the count first and offer Undo.
  describe('Approve All Clean and Reject Flagged', () => {
    const approveAllClean = () => screen.getByRole('button', { name: CURATION_MESSAGES.approveAllClean });
    const rejectFlagged = () => screen.getByRole('button', { name: CURATION_MESSAGES.rejectFlagged });
    /** A plain click: Radix's toast asks for pointer capture on pointerdown, which jsdom lacks. */
    const clickUndo = () => fireEvent.click(screen.getByRole('button', { name: EDIT_MESSAGES.undo }));

    /** The catalog as the batch route changes it, recording each batch body. */
    function stubCatalog(initial: readonly Artwork[]) {
      let list = [...initial];
      const batches: unknown[] = [];
      const fetchMock = stubApi({
        'GET /api/artworks': serveArtworks(() => list),
        'POST /api/artworks/batch': ({ body }) => {
          batches.push(body);
          const batch = body as { action: string; ids?: string[]; changes?: { status: Artwork['status'] } };
          if (batch.action === 'approve-clean') {
            const clean = list.filter(
              (a) => a.status === 'pending' && a.ocrStatus === 'processed' && a.ocrErrors.length === 0,
            );
            list = list.map((a) => (clean.includes(a) ? { ...a, status: 'approved' as const } : a));
            return { updated: clean.length };
          }
          if (batch.action === 'reject-flagged') {
            const flagged = list.filter((a) => a.status === 'flagged');
            list = list.map((a) => (flagged.includes(a) ? { ...a, status: 'rejected' as const } : a));
            return { updated: flagged.length };
          }
          const ids = batch.ids ?? [];
          list = list.map((a) => (ids.includes(a.id) && batch.changes ? { ...a, ...batch.changes } : a));
          return { updated: ids.length, artworks: list.filter((a) => ids.includes(a.id)) };
        },
      });
      return { batches, fetchMock, list: () => list };
    }

    async function renderPanel(route = '/dashboard', shown = 'Clean pending') {
      renderWithProviders(
        <>
          <CurationPanel />
          <Toaster />
        </>,
        { route },
      );
      await screen.findByRole('article', { name: shown });
      return userEvent.setup();
    }

    const unread = buildArtwork({ title: 'Not read yet', status: 'pending', ocrStatus: 'pending' });
    // Flagged by a curator: no text errors, the status alone.
    const flaggedClean = buildArtwork({ title: 'Flagged by hand', status: 'flagged' });
    const catalog = [...artworks, buildArtwork({ title: 'Also clean', status: 'pending' }), unread, flaggedClean];

    it('asks with the count of clean pending works first, and changes nothing when cancelled', async () => {
      const { batches } = stubCatalog(catalog);
      const user = await renderPanel();
      await user.click(approveAllClean());
      const dialog = await screen.findByRole('dialog', { name: EDIT_MESSAGES.confirmApproveClean(2) });
      expect(within(dialog).getByText(EDIT_MESSAGES.confirmDescription)).toBeInTheDocument();
      await user.click(within(dialog).getByRole('button', { name: EDIT_MESSAGES.cancel }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(batches).toEqual([]);
      expect(EDIT_MESSAGES.confirmApproveClean(1)).toBe('Approve 1 clean artwork?');
    });

    it("approves through SPEC's batch route with SPEC's toast and reloads the list", async () => {
      const { batches, fetchMock } = stubCatalog(catalog);
      const user = await renderPanel('/dashboard?filter=approved', 'Approved one');
      await user.click(approveAllClean());
      const dialog = await screen.findByRole('dialog', { name: EDIT_MESSAGES.confirmApproveClean(2) });
      const listReads = () =>
        fetchMock.mock.calls.filter(([url]) => String(url).startsWith('/api/artworks?shown=approved')).length;
      const readsBefore = listReads();
      await user.click(within(dialog).getByRole('button', { name: EDIT_MESSAGES.confirm }));
      expect(await screen.findByText(CURATION_MESSAGES.batchApproveTitle)).toBeInTheDocument();
      expect(screen.getByText(CURATION_MESSAGES.batchApproveDescription)).toBeInTheDocument();
      expect(batches).toEqual([{ action: 'approve-clean' }]);
      await waitFor(() => expect(titles()).toEqual(['Clean pending', 'Approved one', 'Also clean']));
      expect(listReads()).toBe(readsBefore + 1);
    });

    it('undoes by sending exactly the approved works back to pending, each to its own previous status', async () => {
      const { batches, list } = stubCatalog(catalog);
      const user = await renderPanel();
      await user.click(approveAllClean());
      const dialog = await screen.findByRole('dialog', { name: EDIT_MESSAGES.confirmApproveClean(2) });
      await user.click(within(dialog).getByRole('button', { name: EDIT_MESSAGES.confirm }));
      await screen.findByText(CURATION_MESSAGES.batchApproveTitle);
      clickUndo();
      expect(await screen.findByText(EDIT_MESSAGES.undoneTitle(2))).toBeInTheDocument();
      const clean = catalog.filter((a) => a.title === 'Clean pending' || a.title === 'Also clean');
      expect(batches.slice(1)).toEqual([
        { action: 'update', ids: expect.arrayContaining(clean.map((a) => a.id)), changes: { status: 'pending' } },
      ]);
      expect((batches[1] as { ids: string[] }).ids).toHaveLength(2);
      expect(list().map((a) => a.status)).toEqual(catalog.map((a) => a.status));
    });

    it('says when no clean work waits, and sends nothing', async () => {
      const { batches } = stubCatalog(catalog.filter((a) => a.title !== 'Clean pending' && a.title !== 'Also clean'));
      renderWithProviders(<CurationPanel />);
      await screen.findByRole('article', { name: 'Not read yet' });
      const user = userEvent.setup();
      await user.click(approveAllClean());
      const dialog = await screen.findByRole('dialog', { name: EDIT_MESSAGES.noCleanToApprove });
      await user.click(within(dialog).getByRole('button', { name: EDIT_MESSAGES.ok }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(batches).toEqual([]);
    });

    // The catalog's rejectFlagged takes the stored status flagged: an approved work with text errors,
    // which the Flagged Only filter shows too, is neither counted nor rejected.
    it('Reject Flagged asks with the count of flagged works first, and changes nothing when cancelled', async () => {
      const { batches, fetchMock } = stubCatalog(catalog);
      const user = await renderPanel();
      await user.click(rejectFlagged());
      const dialog = await screen.findByRole('dialog', { name: EDIT_MESSAGES.confirmRejectFlagged(2) });
      expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain(
        '/api/artworks?status=flagged&sort=newest&limit=1',
      );
      expect(within(dialog).getByText(EDIT_MESSAGES.confirmDescription)).toBeInTheDocument();
      await user.click(within(dialog).getByRole('button', { name: EDIT_MESSAGES.cancel }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(batches).toEqual([]);
      expect(EDIT_MESSAGES.confirmRejectFlagged(1)).toBe('Reject 1 flagged artwork?');
    });

    it("Reject Flagged rejects through SPEC's batch route with SPEC's toast, and Undo flags exactly those again", async () => {
      const { batches, list } = stubCatalog(catalog);
      const user = await renderPanel();
      await user.click(rejectFlagged());
      const dialog = await screen.findByRole('dialog', { name: EDIT_MESSAGES.confirmRejectFlagged(2) });
      await user.click(within(dialog).getByRole('button', { name: EDIT_MESSAGES.confirm }));
      expect(await screen.findByText(CURATION_MESSAGES.batchRejectTitle)).toBeInTheDocument();
      expect(screen.getByText(CURATION_MESSAGES.batchRejectDescription)).toBeInTheDocument();
      expect(batches).toEqual([{ action: 'reject-flagged' }]);
      const flagged = catalog.filter((a) => a.status === 'flagged');
      expect(list().filter((a) => a.status === 'rejected')).toHaveLength(flagged.length + 1);

      clickUndo();
      expect(await screen.findByText(EDIT_MESSAGES.undoneTitle(2))).toBeInTheDocument();
      expect(batches.slice(1)).toEqual([
        { action: 'update', ids: expect.arrayContaining(flagged.map((a) => a.id)), changes: { status: 'flagged' } },
      ]);
      expect((batches[1] as { ids: string[] }).ids).toHaveLength(2);
      expect(list().map((a) => a.status)).toEqual(catalog.map((a) => a.status));
    });

    it('Reject Flagged says when no work is flagged, and sends nothing', async () => {
      const { batches } = stubCatalog(catalog.filter((a) => a.status !== 'flagged'));
      const user = await renderPanel();
      await user.click(rejectFlagged());
      const dialog = await screen.findByRole('dialog', { name: EDIT_MESSAGES.noFlaggedToReject });
      await user.click(within(dialog).getByRole('button', { name: EDIT_MESSAGES.ok }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(batches).toEqual([]);
    });
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
