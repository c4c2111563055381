import type { Artwork } from '@shop/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '../../../components/ui/toaster';
import { resetToasts } from '../../../components/ui/use-toast';
import { buildArtwork, renderWithProviders } from '../../../testing/admin-api-stub';
import { REPLACE_FILE_MESSAGES } from '../replace-file-messages';
import { ReplaceFileAction } from './replace-file-action';

/** A stand-in for XMLHttpRequest that the test drives: progress, then the server's answer. */
class FakeXhr {
  static instances: FakeXhr[] = [];
  upload = new EventTarget();
  private events = new EventTarget();
  status = 0;
  statusText = '';
  responseText = '';
  responseType = '';
  withCredentials = false;
  method = '';
  url = '';
  body: FormData | null = null;
  constructor() {
    FakeXhr.instances.push(this);
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  send(body: FormData) {
    this.body = body;
  }
  addEventListener(type: string, listener: EventListener) {
    this.events.addEventListener(type, listener);
  }
  progress(loaded: number, total: number) {
    const event = new Event('progress') as ProgressEvent;
    Object.assign(event, { lengthComputable: true, loaded, total });
    this.upload.dispatchEvent(event);
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.events.dispatchEvent(new Event('load'));
  }
}

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
