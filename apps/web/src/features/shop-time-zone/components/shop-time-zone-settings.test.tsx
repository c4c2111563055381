import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '../../../components/ui/toaster';
import { resetToasts } from '../../../components/ui/use-toast';
import { useShopTime } from '../../../lib/dates';
import { renderWithProviders, stubApi } from '../../../testing/admin-api-stub';
import { SHOP_TIME_ZONE_MESSAGES as M } from '../messages';
import { ShopTimeZoneSettingsPanel } from './shop-time-zone-settings';

/** A dashboard part that tells a time, as the Orders tab does. */
function OrderTime() {
  const time = useShopTime();
  return <p data-testid="order-time">{time.dateTime('2026-11-28T23:30:00Z')}</p>;
}

function renderPanel(saved: unknown[], start = 'UTC') {
  let timeZone = start;
  stubApi({
    'GET /api/shop-identity/time-zone': () => ({ timeZone }),
    'PUT /api/shop-identity/time-zone': ({ body }) => {
      saved.push(body);
      timeZone = (body as { timeZone: string }).timeZone;
      return { timeZone };
    },
  });
  return renderWithProviders(
    <>
      <ShopTimeZoneSettingsPanel />
      <OrderTime />
      <Toaster />
    </>,
  );
}

describe('ShopTimeZoneSettingsPanel', () => {
  afterEach(() => {
    act(() => resetToasts());
    vi.unstubAllGlobals();
  });

  it('starts at UTC, saves the zone chosen, and every time the dashboard tells follows it at once', async () => {
    const saved: unknown[] = [];
    renderPanel(saved);
    const select = await screen.findByLabelText(M.label);
    expect(select).toHaveValue('UTC');
    expect(screen.getByTestId('order-time')).toHaveTextContent('Nov 28, 2026, 11:30 PM UTC');
    await userEvent.selectOptions(select, 'Europe/Berlin');
    await userEvent.click(screen.getByRole('button', { name: M.save }));
    await waitFor(() => expect(saved).toEqual([{ timeZone: 'Europe/Berlin' }]));
    expect(await screen.findByText(M.savedDescription('Europe/Berlin'))).toBeInTheDocument();
    expect(screen.getByTestId('order-time')).toHaveTextContent('Nov 29, 2026, 12:30 AM Europe/Berlin');
  });

  it("offers this browser's zone in one click when it is not the shop's", async () => {
    const here = Intl.DateTimeFormat().resolvedOptions().timeZone;
    const saved: unknown[] = [];
    renderPanel(saved, here === 'Asia/Tokyo' ? 'Europe/Berlin' : 'Asia/Tokyo');
    await userEvent.click(await screen.findByRole('button', { name: M.useBrowser(here) }));
    expect(screen.getByLabelText(M.label)).toHaveValue(here);
    expect(screen.queryByRole('button', { name: M.useBrowser(here) })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: M.save }));
    await waitFor(() => expect(saved).toEqual([{ timeZone: here }]));
  });
});
