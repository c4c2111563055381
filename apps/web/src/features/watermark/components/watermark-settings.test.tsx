import { DEFAULT_WATERMARK } from '@shop/contracts';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '../../../components/ui/toaster';
import { resetToasts } from '../../../components/ui/use-toast';
import { renderWithProviders, stubApi } from '../../../testing/admin-api-stub';
import { WATERMARK_MESSAGES as M } from '../messages';
import { WatermarkSettingsPanel } from './watermark-settings';

function renderPanel() {
  return renderWithProviders(
    <>
      <WatermarkSettingsPanel />
      <Toaster />
    </>,
  );
}

describe('WatermarkSettingsPanel', () => {
  afterEach(() => {
    act(() => resetToasts());
    vi.unstubAllGlobals();
  });

  it('loads the settings, previews the change and saves it with a toast naming the text', async () => {
    const saved: unknown[] = [];
    stubApi({
      'GET /api/settings/watermark': () => DEFAULT_WATERMARK,
      'PUT /api/settings/watermark': ({ body }) => {
        saved.push(body);
        return body;
      },
    });
    renderPanel();
    expect(screen.getByText(M.loading)).toBeInTheDocument();
    const enabled = await screen.findByLabelText(M.enabledLabel);
    expect(enabled).not.toBeChecked();
    expect(screen.queryByTestId('watermark-sample')).not.toBeInTheDocument();

    await userEvent.click(enabled);
    const text = screen.getByLabelText(M.textLabel);
    await userEvent.clear(text);
    await userEvent.type(text, '© Studio Nine');
    const opacity = screen.getByLabelText(M.opacityLabel);
    await userEvent.clear(opacity);
    await userEvent.type(opacity, '40');
    await userEvent.selectOptions(screen.getByLabelText(M.positionLabel), M.positions.center);
    expect(screen.getByTestId('watermark-sample')).toHaveTextContent('© Studio Nine');
    expect(screen.getByTestId('watermark-sample')).toHaveStyle({ opacity: '0.4' });

    await userEvent.click(screen.getByRole('button', { name: M.save }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toEqual({ enabled: true, text: '© Studio Nine', opacity: 0.4, position: 'center' });
    expect(await screen.findByText(M.savedTitle)).toBeInTheDocument();
    expect(screen.getByText(M.savedOn('© Studio Nine'))).toBeInTheDocument();
  });

  it('says what is wrong before sending, and says when the watermark is switched off', async () => {
    const saved: unknown[] = [];
    stubApi({
      'GET /api/settings/watermark': () => ({ ...DEFAULT_WATERMARK, enabled: true }),
      'PUT /api/settings/watermark': ({ body }) => {
        saved.push(body);
        return body;
      },
    });
    renderPanel();
    const text = await screen.findByLabelText(M.textLabel);
    await userEvent.clear(text);
    await userEvent.click(screen.getByRole('button', { name: M.save }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The watermark needs some text.');
    expect(saved).toHaveLength(0);

    await userEvent.type(text, 'Back');
    await userEvent.click(screen.getByLabelText(M.enabledLabel));
    await userEvent.click(screen.getByRole('button', { name: M.save }));
    expect(await screen.findByText(M.savedOff)).toBeInTheDocument();
  });

  it('shows the server refusal and a retry when loading fails', async () => {
    let failing = true;
    stubApi({
      'GET /api/settings/watermark': () =>
        failing
          ? new Response(JSON.stringify({ error: 'dependency_unavailable', message: 'down' }), { status: 503 })
          : DEFAULT_WATERMARK,
      'PUT /api/settings/watermark': () =>
        new Response(JSON.stringify({ error: 'bad_request', message: 'Opacity must be between 0.05 and 0.6.' }), {
          status: 400,
        }),
    });
    renderPanel();
    expect(await screen.findByText(M.loadFailed, {}, { timeout: 10_000 })).toBeInTheDocument();
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await userEvent.click(await screen.findByRole('button', { name: M.save }));
    expect(await screen.findByText(M.saveFailedTitle)).toBeInTheDocument();
    expect(screen.getByText('Opacity must be between 0.05 and 0.6.')).toBeInTheDocument();
  });
});
