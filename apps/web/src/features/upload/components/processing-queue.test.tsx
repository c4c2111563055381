import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { buildArtwork, renderWithProviders } from '../../../testing/admin-api-stub';
import type { UploadItem } from '../hooks/use-upload-queue';
import { UPLOAD_MESSAGES } from '../messages';
import { ProcessingQueue } from './processing-queue';

function LocationProbe() {
  return <output data-testid="location">{useLocation().search}</output>;
}

const done = buildArtwork({ title: 'Neon Dreams 1', originalName: 'a.png', ocrStatus: 'processed', ocrErrors: [] });
const items: UploadItem[] = [
  { id: 'a', filename: 'a.png', title: 'Neon Dreams 1', status: 'completed', progress: 100, artwork: done },
  { id: 'b', filename: 'b.png', title: 'Neon Dreams 2', status: 'uploading', progress: 40 },
];

function renderQueue(curationSearch?: (artwork: typeof done) => string) {
  renderWithProviders(
    <>
      <ProcessingQueue
        items={items}
        artworks={[done]}
        jobs={[]}
        onClearFinished={() => {}}
        curationSearch={curationSearch}
      />
      <LocationProbe />
    </>,
    { route: '/dashboard' },
  );
}

const item = (title: string, fileName: string) =>
  screen.getByRole('listitem', { name: UPLOAD_MESSAGES.queueItemLabel(title, fileName) });

describe('ProcessingQueue', () => {
  it('shows a finished upload its 480 px preview, cropped and unnamed, and none while uploading', () => {
    renderQueue();
    const thumbnail = within(item('Neon Dreams 1', 'a.png')).getByTestId('upload-item-thumbnail');
    expect(thumbnail).toHaveAttribute('alt', '');
    expect(thumbnail.getAttribute('src')).toContain(done.filename);
    expect(thumbnail.getAttribute('src')).toContain('480');
    expect(thumbnail).toHaveClass('object-cover');
    expect(within(item('Neon Dreams 2', 'b.png')).queryByTestId('upload-item-thumbnail')).toBeNull();
    expect(screen.queryByRole('link', { name: UPLOAD_MESSAGES.openInCuration })).toBeNull();
  });

  it('links a finished upload, and only it, to where the dashboard says', async () => {
    renderQueue((artwork) => `?tab=curation&q=${encodeURIComponent(artwork.title)}`);
    expect(within(item('Neon Dreams 2', 'b.png')).queryByRole('link')).toBeNull();
    await userEvent.click(
      within(item('Neon Dreams 1', 'a.png')).getByRole('link', { name: UPLOAD_MESSAGES.openInCuration }),
    );
    expect(new URLSearchParams(screen.getByTestId('location').textContent ?? '').get('q')).toBe('Neon Dreams 1');
    expect(screen.getByTestId('location')).toHaveTextContent('tab=curation');
  });
});
