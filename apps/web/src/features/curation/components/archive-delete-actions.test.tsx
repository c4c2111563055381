import { DELETE_ARTWORK_MESSAGES, type Artwork } from '@shop/contracts';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '../../../components/ui/toaster';
import { resetToasts } from '../../../components/ui/use-toast';
import { buildArtwork, renderWithProviders, stubApi } from '../../../testing/admin-api-stub';
import { ARCHIVE_MESSAGES } from '../archive-messages';
import { ArchiveDeleteActions } from './archive-delete-actions';

function renderActions(artwork: Artwork) {
  renderWithProviders(
    <>
      <ArchiveDeleteActions artwork={artwork} />
      <Toaster />
    </>,
  );
}

describe('ArchiveDeleteActions', () => {
  afterEach(() => {
    act(() => resetToasts());
    vi.unstubAllGlobals();
  });

  it('archives an approved work only after the curator confirms, and toasts what changed', async () => {
    const artwork = buildArtwork({ title: 'Neon Fox', status: 'approved' });
    const sent: unknown[] = [];
    stubApi({
      [`PATCH /api/artworks/${artwork.id}`]: ({ body }) => {
        sent.push(body);
        return { ...artwork, status: 'archived' };
      },
    });
    renderActions(artwork);
    const user = userEvent.setup();
    expect(screen.queryByRole('button', { name: ARCHIVE_MESSAGES.restore })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: ARCHIVE_MESSAGES.archive }));

    const dialog = await screen.findByRole('dialog', { name: ARCHIVE_MESSAGES.archiveTitle('Neon Fox') });
    expect(dialog).toHaveTextContent(ARCHIVE_MESSAGES.archiveDescription);
    expect(sent).toEqual([]);
    await user.click(screen.getAllByRole('button', { name: ARCHIVE_MESSAGES.archive }).at(-1) as HTMLElement);

    expect(await screen.findByText(ARCHIVE_MESSAGES.archivedToast('Neon Fox'))).toBeInTheDocument();
    expect(screen.getByText(ARCHIVE_MESSAGES.archivedToastDescription)).toBeInTheDocument();
    expect(sent).toEqual([{ status: 'archived' }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('restores an archived work to approved', async () => {
    const artwork = buildArtwork({ title: 'Neon Fox', status: 'archived' });
    const sent: unknown[] = [];
    stubApi({
      [`PATCH /api/artworks/${artwork.id}`]: ({ body }) => {
        sent.push(body);
        return { ...artwork, status: 'approved' };
      },
    });
    renderActions(artwork);
    const user = userEvent.setup();
    expect(screen.queryByRole('button', { name: ARCHIVE_MESSAGES.archive })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: ARCHIVE_MESSAGES.restore }));
    const dialog = await screen.findByRole('dialog', { name: ARCHIVE_MESSAGES.restoreTitle('Neon Fox') });
    expect(dialog).toHaveTextContent(ARCHIVE_MESSAGES.restoreDescription);
    await user.click(screen.getAllByRole('button', { name: ARCHIVE_MESSAGES.restore }).at(-1) as HTMLElement);
    expect(await screen.findByText(ARCHIVE_MESSAGES.restoredToast('Neon Fox'))).toBeInTheDocument();
    expect(screen.getByText(ARCHIVE_MESSAGES.restoredToastDescription)).toBeInTheDocument();
    expect(sent).toEqual([{ status: 'approved' }]);
  });

  it('offers no archive for work still in review, and Cancel sends nothing', async () => {
    const artwork = buildArtwork({ title: 'Neon Fox', status: 'pending' });
    const fetchMock = stubApi({});
    renderActions(artwork);
    const user = userEvent.setup();
    expect(screen.queryByRole('button', { name: ARCHIVE_MESSAGES.archive })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: ARCHIVE_MESSAGES.delete }));
    await user.click(await screen.findByRole('button', { name: ARCHIVE_MESSAGES.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('deletes a never-sold work after confirmation', async () => {
    const artwork = buildArtwork({ title: 'Neon Fox', status: 'rejected' });
    const deleted: string[] = [];
    stubApi({
      [`DELETE /api/artworks/${artwork.id}`]: ({ url }) => {
        deleted.push(url);
        return undefined;
      },
    });
    renderActions(artwork);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: ARCHIVE_MESSAGES.delete }));
    const dialog = await screen.findByRole('dialog', { name: ARCHIVE_MESSAGES.deleteTitle('Neon Fox') });
    expect(dialog).toHaveTextContent(ARCHIVE_MESSAGES.deleteDescription);
    await user.click(screen.getAllByRole('button', { name: ARCHIVE_MESSAGES.delete }).at(-1) as HTMLElement);
    expect(await screen.findByText(ARCHIVE_MESSAGES.deletedToast('Neon Fox'))).toBeInTheDocument();
    expect(screen.getByText(ARCHIVE_MESSAGES.deletedToastDescription)).toBeInTheDocument();
    expect(deleted).toHaveLength(1);
  });

  it("shows the server's refusal for a sold work and keeps the dialog open", async () => {
    const artwork = buildArtwork({ title: 'Neon Fox', status: 'approved' });
    stubApi({
      [`DELETE /api/artworks/${artwork.id}`]: () =>
        new Response(JSON.stringify({ error: 'conflict', message: DELETE_ARTWORK_MESSAGES.sold }), { status: 409 }),
    });
    renderActions(artwork);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: ARCHIVE_MESSAGES.delete }));
    await user.click((await screen.findAllByRole('button', { name: ARCHIVE_MESSAGES.delete })).at(-1) as HTMLElement);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(ARCHIVE_MESSAGES.failedTitle);
    expect(alert).toHaveTextContent(DELETE_ARTWORK_MESSAGES.sold);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(screen.queryByText(ARCHIVE_MESSAGES.deletedToast('Neon Fox'))).not.toBeInTheDocument();
  });
});
