import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '../../../components/ui/toaster';
import { resetToasts } from '../../../components/ui/use-toast';
import { buildArtwork, renderWithProviders } from '../../../testing/admin-api-stub';
import { FakeXhr } from '../../../testing/fake-xhr';
import { BULK_IMPORT_MIN_FILES, useUploadQueue } from '../hooks/use-upload-queue';
import { UPLOAD_RETRY_DELAYS_MS } from '../lib/upload-retry';
import { UPLOAD_MESSAGES } from '../messages';
import { UploadPanel } from './upload-panel';
import type { Artwork } from '@shop/contracts';

function Harness({ artworks }: { artworks?: Artwork[] }) {
  const queue = useUploadQueue();
  return (
    <>
      <UploadPanel queue={queue} artworks={artworks} jobs={[]} />
      <Toaster />
    </>
  );
}

const png = (name: string) => new File(['png-bytes'], name, { type: 'image/png' });

/** A Processing Queue item is named by its title, then its file name. */
const queued = (title: string, fileName: string) =>
  screen.getByRole('listitem', { name: UPLOAD_MESSAGES.queueItemLabel(title, fileName) });

async function fillFields() {
  await userEvent.type(screen.getByLabelText(UPLOAD_MESSAGES.titleLabel), 'Neon Dreams');
  await userEvent.selectOptions(screen.getByLabelText(UPLOAD_MESSAGES.categoryLabel), 'Core Collection');
}

describe('UploadPanel', () => {
  beforeEach(() => {
    FakeXhr.instances = [];
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
  });
  afterEach(() => {
    act(() => resetToasts());
    vi.unstubAllGlobals();
  });

  it('shows the supported types and keeps Browse Files disabled until title and category are set', async () => {
    renderWithProviders(<Harness />);
    expect(screen.getByRole('heading', { name: UPLOAD_MESSAGES.heading })).toBeInTheDocument();
    expect(screen.getByText(UPLOAD_MESSAGES.supports)).toBeInTheDocument();
    const browse = screen.getByRole('button', { name: UPLOAD_MESSAGES.browse });
    expect(browse).toBeDisabled();
    await userEvent.type(screen.getByLabelText(UPLOAD_MESSAGES.titleLabel), 'Neon Dreams');
    expect(browse).toBeDisabled();
    await userEvent.selectOptions(screen.getByLabelText(UPLOAD_MESSAGES.categoryLabel), 'Core Collection');
    expect(browse).toBeEnabled();
  });

  it('refuses a drop without title and category with the Missing information notice', async () => {
    renderWithProviders(<Harness />);
    fireEvent.drop(screen.getByTestId('upload-dropzone'), { dataTransfer: { files: [png('a.png')] } });
    expect(await screen.findByText(UPLOAD_MESSAGES.missingTitle)).toBeInTheDocument();
    expect(screen.getByText('Please provide a title and category before uploading.')).toBeInTheDocument();
    expect(FakeXhr.instances).toHaveLength(0);
  });

  it('uploads every dropped file with real progress held at 90 until the server answers', async () => {
    const artwork = buildArtwork({
      title: 'Neon Dreams 1',
      originalName: 'a.png',
      ocrStatus: 'pending',
      status: 'pending',
    });
    renderWithProviders(<Harness />);
    await fillFields();
    fireEvent.drop(screen.getByTestId('upload-dropzone'), {
      dataTransfer: {
        files: [
          png('a.png'),
          png('b.png'),
          new File([''], '.DS_Store'),
          new File(['x'], 'notes.txt', { type: 'text/plain' }),
        ],
      },
    });
    // .DS_Store is ignored, the text file fails on the client; the two images wait for
    // their own titles, each the form's title, numbered; then two uploads start.
    expect(FakeXhr.instances).toHaveLength(0);
    expect(screen.getByLabelText(UPLOAD_MESSAGES.stagedTitleLabel('a.png'))).toHaveValue('Neon Dreams 1');
    const secondTitle = screen.getByLabelText(UPLOAD_MESSAGES.stagedTitleLabel('b.png'));
    expect(secondTitle).toHaveValue('Neon Dreams 2');
    await userEvent.clear(secondTitle);
    await userEvent.type(secondTitle, 'Blue Hour');
    await userEvent.click(screen.getByRole('button', { name: UPLOAD_MESSAGES.stagedUpload(2) }));
    expect(FakeXhr.instances).toHaveLength(2);
    expect(screen.queryByLabelText(UPLOAD_MESSAGES.stagedTitleLabel('a.png'))).toBeNull();
    const [first, second] = FakeXhr.instances;
    if (first === undefined || second === undefined) throw new Error('expected two uploads');
    expect(first.url).toBe('/api/artworks/upload');
    expect(first.body?.get('title')).toBe('Neon Dreams 1');
    expect(second.body?.get('title')).toBe('Blue Hour');
    expect(first.body?.get('category')).toBe('Core Collection');
    expect(first.body?.get('artwork')).toBeInstanceOf(File);
    expect(first.body?.has('price')).toBe(false);
    expect(first.body?.has('isForSale')).toBe(false);
    // Two files are no bulk import; each upload has a key of its own.
    expect(first.body?.has('bulkImport')).toBe(false);
    expect(first.headers['idempotency-key']).toMatch(/^[0-9a-f]{32}$/);
    expect(second.headers['idempotency-key']).toMatch(/^[0-9a-f]{32}$/);
    expect(second.headers['idempotency-key']).not.toBe(first.headers['idempotency-key']);

    const item = (name: string) => queued(name === 'a.png' ? 'Neon Dreams 1' : 'Blue Hour', name);
    expect(within(queued('notes.txt', 'notes.txt')).getByText(UPLOAD_MESSAGES.failedBadge)).toBeInTheDocument();
    expect(within(queued('notes.txt', 'notes.txt')).getByText(UPLOAD_MESSAGES.wrongType)).toBeInTheDocument();
    expect(screen.queryByRole('listitem', { name: '.DS_Store' })).not.toBeInTheDocument();

    act(() => first.progress(50, 100));
    expect(within(item('a.png')).getByRole('progressbar', { name: /upload progress/i })).toHaveAttribute(
      'aria-valuenow',
      '50',
    );
    act(() => first.progress(100, 100));
    expect(within(item('a.png')).getByRole('progressbar', { name: /upload progress/i })).toHaveAttribute(
      'aria-valuenow',
      '90',
    );

    await act(async () => first.respond(201, artwork));
    expect(await screen.findByText(UPLOAD_MESSAGES.uploadSuccessTitle)).toBeInTheDocument();
    expect(within(item('a.png')).getByText(UPLOAD_MESSAGES.ocrQueued)).toBeInTheDocument();

    await act(async () =>
      second.respond(415, {
        error: 'unsupported_media_type',
        message: 'Only JPG, PNG, GIF, WEBP and TIFF images are accepted.',
      }),
    );
    // The item says Upload failed with a Failed badge and the server's message; so does the toast.
    expect(within(item('b.png')).getByText(UPLOAD_MESSAGES.failedBadge)).toBeInTheDocument();
    expect(within(item('b.png')).getByText(UPLOAD_MESSAGES.uploadFailedTitle)).toBeInTheDocument();
    expect(
      within(item('b.png')).getByText('Only JPG, PNG, GIF, WEBP and TIFF images are accepted.'),
    ).toBeInTheDocument();
  });

  it("uploads a single file at once with SPEC's one title, and the default price and for-sale flag", async () => {
    renderWithProviders(<Harness />);
    await fillFields();
    await userEvent.type(screen.getByLabelText(UPLOAD_MESSAGES.priceLabel), '14.99');
    await userEvent.click(screen.getByLabelText(UPLOAD_MESSAGES.forSaleLabel));
    fireEvent.drop(screen.getByTestId('upload-dropzone'), { dataTransfer: { files: [png('neon_dreams-01.png')] } });
    expect(FakeXhr.instances).toHaveLength(1);
    const body = FakeXhr.instances[0]?.body;
    expect(body?.get('title')).toBe('Neon Dreams');
    expect(body?.get('price')).toBe('14.99');
    expect(body?.get('isForSale')).toBe('true');
  });

  it('refuses a price that is not money, and a sale without a price, before anything is sent', async () => {
    renderWithProviders(<Harness />);
    await fillFields();
    const browse = screen.getByRole('button', { name: UPLOAD_MESSAGES.browse });
    await userEvent.type(screen.getByLabelText(UPLOAD_MESSAGES.priceLabel), '14.999');
    expect(screen.getByRole('alert')).toHaveTextContent(UPLOAD_MESSAGES.priceInvalid);
    expect(browse).toBeDisabled();
    fireEvent.drop(screen.getByTestId('upload-dropzone'), { dataTransfer: { files: [png('a.png')] } });
    expect(await screen.findByText(UPLOAD_MESSAGES.priceCheckTitle)).toBeInTheDocument();
    expect(FakeXhr.instances).toHaveLength(0);

    await userEvent.clear(screen.getByLabelText(UPLOAD_MESSAGES.priceLabel));
    await userEvent.click(screen.getByLabelText(UPLOAD_MESSAGES.forSaleLabel));
    expect(screen.getAllByText(UPLOAD_MESSAGES.priceNeededForSale)[0]).toBeInTheDocument();
    expect(browse).toBeDisabled();
    await userEvent.click(screen.getByLabelText(UPLOAD_MESSAGES.forSaleLabel));
    expect(browse).toBeEnabled();
  });

  it('needs a title for every staged file, and can cancel the staged files', async () => {
    renderWithProviders(<Harness />);
    await fillFields();
    fireEvent.drop(screen.getByTestId('upload-dropzone'), {
      dataTransfer: { files: [png('first-light.png'), png('second_wave.jpg')] },
    });
    expect(screen.getByRole('heading', { name: UPLOAD_MESSAGES.stagedHeading(2) })).toBeInTheDocument();
    expect(screen.getByLabelText(UPLOAD_MESSAGES.stagedTitleLabel('second_wave.jpg'))).toHaveValue('Neon Dreams 2');
    await userEvent.clear(screen.getByLabelText(UPLOAD_MESSAGES.stagedTitleLabel('first-light.png')));
    expect(screen.getByText(UPLOAD_MESSAGES.stagedTitleMissing)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: UPLOAD_MESSAGES.stagedUpload(2) })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: UPLOAD_MESSAGES.stagedCancel }));
    expect(screen.queryByRole('heading', { name: UPLOAD_MESSAGES.stagedHeading(2) })).toBeNull();
    expect(FakeXhr.instances).toHaveLength(0);
  });

  it('shows the OCR outcome of an uploaded file as the artworks list changes', async () => {
    const pending = buildArtwork({ title: 'Neon Dreams', originalName: 'a.png', ocrStatus: 'pending' });
    const view = renderWithProviders(<Harness />);
    await fillFields();
    fireEvent.drop(screen.getByTestId('upload-dropzone'), { dataTransfer: { files: [png('a.png')] } });
    await act(async () => FakeXhr.instances[0]?.respond(201, pending));
    const item = () => queued('Neon Dreams', 'a.png');
    expect(within(item()).getByText(UPLOAD_MESSAGES.ocrQueued)).toBeInTheDocument();
    expect(within(item()).getByText('Neon Dreams')).toBeInTheDocument();
    expect(within(item()).getByText('a.png')).toBeInTheDocument();

    view.rerender(
      <Harness
        artworks={[
          { ...pending, ocrStatus: 'processed', status: 'flagged', ocrErrors: ['Possible misspelling: "Grnad"'] },
        ]}
      />,
    );
    expect(within(item()).getByText(UPLOAD_MESSAGES.ocrIssues(1))).toBeInTheDocument();
    expect(within(item()).getByText('Possible misspelling: "Grnad"')).toBeInTheDocument();
    expect(within(item()).getByText(UPLOAD_MESSAGES.flaggedBadge)).toBeInTheDocument();

    // A work renamed in Curation meanwhile shows its new title.
    view.rerender(<Harness artworks={[{ ...pending, title: 'Neon Nights' }]} />);
    expect(within(queued('Neon Nights', 'a.png')).getByText('Neon Nights')).toBeInTheDocument();
  });

  it('sends an upload whose connection was lost again with the same key, and it completes once', async () => {
    const artwork = buildArtwork({
      title: 'Neon Dreams',
      originalName: 'a.png',
      ocrStatus: 'pending',
      status: 'pending',
    });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      renderWithProviders(<Harness />);
      await fillFields();
      fireEvent.drop(screen.getByTestId('upload-dropzone'), { dataTransfer: { files: [png('a.png')] } });
      const [first] = FakeXhr.instances;
      await act(async () => first?.fail());
      expect(FakeXhr.instances).toHaveLength(1);
      await act(() => vi.advanceTimersByTimeAsync(UPLOAD_RETRY_DELAYS_MS[0]));
      expect(FakeXhr.instances).toHaveLength(2);
      const retry = FakeXhr.instances[1];
      expect(retry?.headers['idempotency-key']).toBe(first?.headers['idempotency-key']);
      await act(async () => retry?.respond(200, artwork));
      const item = queued('Neon Dreams', 'a.png');
      expect(within(item).getByText(UPLOAD_MESSAGES.ocrQueued)).toBeInTheDocument();
      expect(screen.queryByText(UPLOAD_MESSAGES.uploadFailedTitle)).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('says Upload failed once every try of an upload has lost its connection', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      renderWithProviders(<Harness />);
      await fillFields();
      fireEvent.drop(screen.getByTestId('upload-dropzone'), { dataTransfer: { files: [png('a.png')] } });
      for (const pause of [...UPLOAD_RETRY_DELAYS_MS, undefined]) {
        await act(async () => FakeXhr.instances.at(-1)?.fail());
        if (pause !== undefined) await act(() => vi.advanceTimersByTimeAsync(pause));
      }
      expect(FakeXhr.instances).toHaveLength(UPLOAD_RETRY_DELAYS_MS.length + 1);
      const item = queued('Neon Dreams', 'a.png');
      expect(within(item).getByText(UPLOAD_MESSAGES.networkError)).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('marks a drop of 20 files or more as a bulk import, so their OCR waits behind new uploads', async () => {
    renderWithProviders(<Harness />);
    await fillFields();
    const files = Array.from({ length: BULK_IMPORT_MIN_FILES }, (_, index) => png(`back-${index}.png`));
    fireEvent.drop(screen.getByTestId('upload-dropzone'), { dataTransfer: { files } });
    await userEvent.click(screen.getByRole('button', { name: UPLOAD_MESSAGES.stagedUpload(BULK_IMPORT_MIN_FILES) }));
    expect(FakeXhr.instances.length).toBeGreaterThan(0);
    for (const xhr of FakeXhr.instances) expect(xhr.body?.get('bulkImport')).toBe('true');
  });
});
