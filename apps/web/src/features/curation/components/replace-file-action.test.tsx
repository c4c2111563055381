import type { Artwork } from '@shop/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '../../../components/ui/toaster';
import { resetToasts } from '../../../components/ui/use-toast';
import { buildArtwork, renderWithProviders } from '../../../testing/admin-api-stub';
import { FakeXhr } from '../../../testing/fake-xhr';
import { REPLACE_FILE_MESSAGES } from '../replace-file-messages';
import { ReplaceFileAction } from './replace-file-action';

function renderAction(artwork: Artwork) {
  renderWithProviders(
    <>
      <ReplaceFileAction artwork={artwork} />
      <Toaster />
    </>,
  );
}

const png = new File(['corrected-png'], 'fixed.png', { type: 'image/png' });

async function openDialog(artwork: Artwork) {
  const user = userEvent.setup({ applyAccept: false });
  await user.click(screen.getByRole('button', { name: REPLACE_FILE_MESSAGES.replace }));
  const dialog = await screen.findByRole('dialog', { name: REPLACE_FILE_MESSAGES.title(artwork.title) });
  return { user, dialog };
}

describe('ReplaceFileAction', () => {
  beforeEach(() => {
    FakeXhr.instances = [];
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
  });
  afterEach(() => {
    act(() => resetToasts());
    vi.unstubAllGlobals();
  });

  it('sends the chosen image, shows its progress and closes with a toast once stored', async () => {
    const artwork = buildArtwork({ title: 'Grand Opening', status: 'flagged' });
    renderAction(artwork);
    const { user, dialog } = await openDialog(artwork);
    expect(dialog).toHaveTextContent(REPLACE_FILE_MESSAGES.description);

    await user.upload(within(dialog).getByLabelText(REPLACE_FILE_MESSAGES.fileLabel), png);
    await user.click(within(dialog).getByRole('button', { name: REPLACE_FILE_MESSAGES.submit }));

    const [xhr] = FakeXhr.instances;
    expect(xhr?.method).toBe('PUT');
    expect(xhr?.url).toBe(`/api/artworks/${artwork.id}/file`);
    expect((xhr?.body?.get('artwork') as File | null)?.name).toBe('fixed.png');
    act(() => xhr?.progress(40, 100));
    expect(within(dialog).getByRole('progressbar', { name: REPLACE_FILE_MESSAGES.progressLabel })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
    expect(within(dialog).getByRole('button', { name: REPLACE_FILE_MESSAGES.uploading })).toBeDisabled();

    act(() => xhr?.respond(200, { ...artwork, status: 'pending', ocrStatus: 'pending', originalName: 'fixed.png' }));

    expect(await screen.findByText(REPLACE_FILE_MESSAGES.doneToast('Grand Opening'))).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("keeps the dialog open with the server's refusal in its words", async () => {
    const artwork = buildArtwork({ title: 'Grand Opening' });
    renderAction(artwork);
    const { user, dialog } = await openDialog(artwork);
    await user.upload(within(dialog).getByLabelText(REPLACE_FILE_MESSAGES.fileLabel), png);
    await user.click(within(dialog).getByRole('button', { name: REPLACE_FILE_MESSAGES.submit }));

    act(() =>
      FakeXhr.instances[0]?.respond(409, {
        error: 'conflict',
        message: "This artwork's text is being read right now.",
      }),
    );

    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(REPLACE_FILE_MESSAGES.failedTitle);
    expect(alert).toHaveTextContent("This artwork's text is being read right now.");
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('refuses a file that is not an image, or none, before sending anything', async () => {
    const artwork = buildArtwork({ title: 'Grand Opening' });
    renderAction(artwork);
    const { user, dialog } = await openDialog(artwork);
    await user.click(within(dialog).getByRole('button', { name: REPLACE_FILE_MESSAGES.submit }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(REPLACE_FILE_MESSAGES.noFile);

    const text = new File(['notes'], 'notes.txt', { type: 'text/plain' });
    await user.upload(within(dialog).getByLabelText(REPLACE_FILE_MESSAGES.fileLabel), text);
    await user.click(within(dialog).getByRole('button', { name: REPLACE_FILE_MESSAGES.submit }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(REPLACE_FILE_MESSAGES.wrongType);
    expect(FakeXhr.instances).toEqual([]);
  });
});
