import type { ArtworkFile } from '@shop/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, stubApi } from '../../../testing/admin-api-stub';
import { FakeXhr } from '../../../testing/fake-xhr';
import { ARTWORK_FILES_MESSAGES as m } from '../artwork-files-messages';
import { ArtworkFilesPanel } from './artwork-files-panel';

const artworkId = '00000000-0000-4000-8000-000000000001';

const tiff: ArtworkFile = {
  id: 'f1',
  label: 'Print size TIFF',
  format: 'TIFF',
  mimeType: 'image/tiff',
  width: 7200,
  height: 4800,
  sizeBytes: 80_100_000,
  originalName: 'print.tif',
  position: 0,
  createdAt: '2026-11-29T00:00:00.000Z',
};
const pdf: ArtworkFile = {
  ...tiff,
  id: 'f2',
  label: 'Print instructions',
  format: 'PDF',
  mimeType: 'application/pdf',
  width: null,
  height: null,
  sizeBytes: 42_000,
  originalName: 'print.pdf',
  position: 1,
};

describe('the Files area of a work in the dashboard', () => {
  let files: ArtworkFile[];
  let removed: string[];
  beforeEach(() => {
    files = [tiff];
    removed = [];
    FakeXhr.instances = [];
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    stubApi({
      [`GET /api/artworks/${artworkId}/files`]: () => ({ files }),
      [`DELETE /api/artworks/${artworkId}/files/f1`]: () => {
        removed.push('f1');
        files = files.filter((file) => file.id !== 'f1');
        return undefined;
      },
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('lists the files with format, pixel size and bytes, attaches one with its progress, and removes one', async () => {
    renderWithProviders(<ArtworkFilesPanel artworkId={artworkId} />);
    const list = await screen.findByTestId('artwork-files-list');
    expect(list).toHaveTextContent('Print size TIFF');
    expect(list).toHaveTextContent('TIFF · 7200 × 4800 px · 80.1 MB');

    const user = userEvent.setup({ applyAccept: false });
    await user.upload(
      screen.getByLabelText(m.fileLabel),
      new File(['%PDF-1.4'], 'print.pdf', { type: 'application/pdf' }),
    );
    await user.type(screen.getByLabelText(m.labelLabel), 'Print instructions');
    await user.click(screen.getByRole('button', { name: m.attach }));

    const [xhr] = FakeXhr.instances;
    expect(xhr?.method).toBe('POST');
    expect(xhr?.url).toBe(`/api/artworks/${artworkId}/files`);
    expect(xhr?.body?.get('label')).toBe('Print instructions');
    expect((xhr?.body?.get('file') as File | null)?.name).toBe('print.pdf');
    act(() => xhr?.progress(30, 100));
    expect(screen.getByRole('progressbar', { name: m.progressLabel })).toHaveAttribute('aria-valuenow', '30');
    files = [tiff, pdf];
    act(() => xhr?.respond(201, pdf));
    await waitFor(() => expect(screen.getByTestId('artwork-files-list')).toHaveTextContent('PDF · 42 KB'));

    await user.click(
      within(screen.getByTestId('artwork-files-list')).getByRole('button', { name: m.remove('Print size TIFF') }),
    );
    await waitFor(() => expect(screen.getByTestId('artwork-files-list')).not.toHaveTextContent('Print size TIFF'));
    expect(removed).toEqual(['f1']);
  });

  it('moves a file down the list and renames one, showing the list the server answers', async () => {
    files = [tiff, pdf];
    const patches: unknown[] = [];
    stubApi({
      [`GET /api/artworks/${artworkId}/files`]: () => ({ files }),
      [`PATCH /api/artworks/${artworkId}/files/f1`]: ({ body }) => {
        patches.push(body);
        const changes = body as { label?: string; position?: number };
        if (changes.position === 1)
          files = [
            { ...pdf, position: 0 },
            { ...tiff, position: 1 },
          ];
        if (changes.label)
          files = files.map((file) => (file.id === 'f1' ? { ...file, label: changes.label ?? '' } : file));
        return { files };
      },
    });
    renderWithProviders(<ArtworkFilesPanel artworkId={artworkId} />);
    const list = await screen.findByTestId('artwork-files-list');
    const user = userEvent.setup();
    // The first cannot move up, the last cannot move down.
    expect(within(list).getByRole('button', { name: m.moveUp('Print size TIFF') })).toBeDisabled();
    expect(within(list).getByRole('button', { name: m.moveDown('Print instructions') })).toBeDisabled();

    await user.click(within(list).getByRole('button', { name: m.moveDown('Print size TIFF') }));
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual([expect.stringContaining('Print instructions'), expect.stringContaining('Print size TIFF')]),
    );

    await user.click(within(list).getByRole('button', { name: m.rename('Print size TIFF') }));
    const input = within(list).getByLabelText(m.newLabel('Print size TIFF'));
    await user.clear(input);
    await user.type(input, 'Print master (TIFF){Enter}');
    await waitFor(() => expect(list).toHaveTextContent('Print master (TIFF)'));
    expect(patches).toEqual([{ position: 1 }, { label: 'Print master (TIFF)' }]);
  });

  it('refuses another type before sending a byte', async () => {
    renderWithProviders(<ArtworkFilesPanel artworkId={artworkId} />);
    await screen.findByTestId('artwork-files-list');
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(screen.getByLabelText(m.fileLabel), new File(['<html>'], 'page.html', { type: 'text/html' }));
    await user.click(screen.getByRole('button', { name: m.attach }));
    expect(screen.getByRole('alert')).toHaveTextContent(m.wrongType);
    expect(FakeXhr.instances).toHaveLength(0);
  });
});
