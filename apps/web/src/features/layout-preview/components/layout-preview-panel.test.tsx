import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '../../../components/ui/toaster';
import { resetToasts } from '../../../components/ui/use-toast';
import { buildArtwork, renderWithProviders, stubApi } from '../../../testing/admin-api-stub';
import { PREVIEW_MESSAGES } from '../messages';
import { LayoutPreviewPanel } from './layout-preview-panel';

const artworks = [
  ...['a', 'b', 'c', 'd'].map((id) =>
    buildArtwork({ id, title: `Art ${id}`, status: 'approved', category: 'Core Collection' }),
  ),
  buildArtwork({ id: 'e', title: 'Art e', status: 'approved', category: 'Political Edge' }),
  buildArtwork({ id: 'p', title: 'Pending', status: 'pending', category: 'Political Edge' }),
];

describe('LayoutPreviewPanel', () => {
  afterEach(() => {
    act(() => resetToasts());
    vi.unstubAllGlobals();
  });

  it('features up to 3 approved artworks, counts approved work per category, toggles devices and saves the layout', async () => {
    const saved: unknown[] = [];
    stubApi({
      'GET /api/layout': () => ({ template: 'minimalist-grid', featuredIds: ['d'] }),
      'PUT /api/layout': ({ body }) => {
        saved.push(body);
        return body;
      },
    });
    renderWithProviders(
      <>
        <LayoutPreviewPanel artworks={artworks} />
        <Toaster />
      </>,
    );
    const mock = await screen.findByTestId('mock-homepage');
    expect(mock).toHaveAttribute('data-template', 'minimalist-grid');
    expect(screen.getAllByTestId('featured-artwork')).toHaveLength(3);
    expect(screen.getByRole('img', { name: 'Art d' })).toHaveAttribute('src', expect.stringMatching(/^\/api\/files\//));
    expect(screen.getAllByTestId('category-tile').map((tile) => tile.textContent)).toEqual([
      'Core Collection4 approved',
      'Political Edge1 approved',
      'Abstracts & Experiments0 approved',
      'Retired Works0 approved',
    ]);

    expect(mock).toHaveClass('max-w-7xl');
    await userEvent.click(screen.getByRole('button', { name: PREVIEW_MESSAGES.devices.tablet }));
    expect(mock).toHaveClass('max-w-3xl');
    await userEvent.click(screen.getByRole('button', { name: PREVIEW_MESSAGES.devices.mobile }));
    expect(mock).toHaveClass('max-w-sm');

    await userEvent.selectOptions(screen.getByLabelText(PREVIEW_MESSAGES.templateLabel), 'portfolio-style');
    await userEvent.click(screen.getByRole('button', { name: PREVIEW_MESSAGES.saveLayout }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toEqual({ template: 'portfolio-style', featuredIds: ['d', 'a', 'b'] });
    expect(await screen.findByText(PREVIEW_MESSAGES.savedTitle)).toBeInTheDocument();
  });
});
