import type { AdminDownloadGrant } from '@shop/contracts';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '../../../components/ui/toaster';
import { resetToasts } from '../../../components/ui/use-toast';
import { renderWithProviders, stubApi } from '../../../testing/admin-api-stub';
import { ORDERS_ADMIN_MESSAGES as M } from '../messages';
import { OrderGrants } from './order-grants';

const ORDER = 'abcdef12-0000-4000-8000-000000000001';
const grant: AdminDownloadGrant = {
  id: 'g1',
  artworkId: 'a1',
  originalName: 'neon-fox.png',
  downloadCount: 1,
  lastDownloadedAt: null,
  expiresAt: '2026-12-20T10:00:00.000Z',
  isExpired: false,
  revokedAt: null,
};
const base = `/api/orders/${ORDER}/grants/g1`;

function renderGrants(grants: AdminDownloadGrant[] = [grant]) {
  return renderWithProviders(
    <>
      <OrderGrants orderId={ORDER} grants={grants} />
      <Toaster />
    </>,
  );
}

describe('OrderGrants', () => {
  afterEach(() => {
    act(() => resetToasts());
    vi.unstubAllGlobals();
  });

  it('extends a grant by 30 days and names the file and the new date in the toast', async () => {
    const calls: string[] = [];
    stubApi({
      [`POST ${base}/extend`]: ({ url }) => {
        calls.push(url);
        return { ...grant, expiresAt: '2027-01-19T10:00:00.000Z' };
      },
    });
    renderGrants();
    await userEvent.click(screen.getByRole('button', { name: M.extend }));
    expect(await screen.findByText(M.extendedToast('neon-fox.png', '2027-01-19').title)).toBeInTheDocument();
    expect(screen.getByText('neon-fox.png can be downloaded until 2027-01-19.')).toBeInTheDocument();
    expect(calls).toHaveLength(1);
  });

  it('asks before revoking, can be cancelled, then revokes and says so', async () => {
    const revoke = vi.fn(() => ({ ...grant, revokedAt: '2026-11-25T00:00:00.000Z' }));
    stubApi({ [`POST ${base}/revoke`]: revoke });
    renderGrants();

    await userEvent.click(screen.getByRole('button', { name: M.revoke }));
    expect(screen.getByText(M.revokeConfirm('neon-fox.png'))).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: M.cancel }));
    expect(screen.queryByText(M.revokeConfirm('neon-fox.png'))).toBeNull();
    expect(revoke).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: M.revoke }));
    await userEvent.click(screen.getByRole('button', { name: M.revokeConfirmButton }));
    expect(await screen.findByText(M.revokedToast('neon-fox.png').title)).toBeInTheDocument();
    expect(screen.getByText('neon-fox.png can no longer be downloaded.')).toBeInTheDocument();
    expect(revoke).toHaveBeenCalledTimes(1);
  });

  it("shows the server's reason when a change fails", async () => {
    stubApi({
      [`POST ${base}/extend`]: () =>
        new Response(
          JSON.stringify({ error: 'conflict', message: 'This download grant was revoked, so it cannot be extended.' }),
          { status: 409 },
        ),
      [`POST ${base}/revoke`]: () =>
        new Response(JSON.stringify({ error: 'not_found', message: 'Download grant not found.' }), { status: 404 }),
    });
    renderGrants();
    await userEvent.click(screen.getByRole('button', { name: M.extend }));
    expect(await screen.findByText(M.extendFailed)).toBeInTheDocument();
    expect(screen.getByText('This download grant was revoked, so it cannot be extended.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: M.revoke }));
    await userEvent.click(screen.getByRole('button', { name: M.revokeConfirmButton }));
    expect(await screen.findByText(M.revokeFailed)).toBeInTheDocument();
    expect(screen.getByText('Download grant not found.')).toBeInTheDocument();
  });

  it('marks a revoked grant and offers no actions on it', () => {
    renderGrants([{ ...grant, revokedAt: '2026-11-25T00:00:00.000Z' }]);
    const row = screen.getByText('neon-fox.png').closest('tr') as HTMLElement;
    expect(within(row).getByText(M.revoked)).toBeInTheDocument();
    expect(within(row).queryByRole('button')).toBeNull();
  });
});
