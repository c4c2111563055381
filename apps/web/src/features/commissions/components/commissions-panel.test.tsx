import type { CommissionDetail, CommissionList, CommissionSummary } from '@shop/contracts';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '../../../components/ui/toaster';
import { resetToasts } from '../../../components/ui/use-toast';
import { renderWithProviders, stubApi } from '../../../testing/admin-api-stub';
import { COMMISSIONS_MESSAGES as M } from '../messages';
import { CommissionsPanel } from './commissions-panel';

const ID = 'c0000000-0000-4000-8000-000000000001';
const summary: CommissionSummary = {
  id: ID,
  orderId: 'abcdef12-0000-4000-8000-000000000001',
  orderNumber: 'ABCDEF12',
  productName: 'Custom Logo',
  status: 'brief_received',
  brandName: 'Lin Bakery',
  customerName: 'Lin Logo',
  customerEmail: 'lin@example.com',
  fileCount: 0,
  createdAt: '2026-11-25T10:00:00.000Z',
};
const counts = { awaiting_brief: 1, brief_received: 1, in_progress: 1, delivered: 0 };
const list = (commissions: CommissionSummary[] = [summary]): CommissionList => ({
  commissions,
  counts,
  awaitingWork: 2,
});
const detail = (overrides: Partial<CommissionDetail> = {}): CommissionDetail => ({
  ...summary,
  brief: {
    brandName: 'Lin Bakery',
    purpose: 'Shop sign',
    style: 'Warm red',
    notes: '',
    submittedAt: '2026-11-25T11:00:00.000Z',
  },
  files: [],
  deliveredAt: null,
  ...overrides,
});
const file = (id: string, originalName: string) => ({
  id,
  originalName,
  mimeType: 'image/png',
  sizeBytes: 2048,
  uploadedAt: '2026-11-25T12:00:00.000Z',
});
const failure = (status: number, message: string) =>
  new Response(JSON.stringify({ error: 'conflict', message }), { status });

function renderPanel(route = '/dashboard?tab=commissions') {
  return renderWithProviders(
    <>
      <CommissionsPanel />
      <Toaster />
    </>,
    { route },
  );
}

describe('CommissionsPanel', () => {
  afterEach(() => {
    act(() => resetToasts());
    vi.unstubAllGlobals();
  });

  it('lists commissions with the count awaiting work, and filters them by status', async () => {
    const queries: string[] = [];
    stubApi({
      'GET /api/commissions': ({ url }) => {
        queries.push(new URL(url, 'http://localhost').search);
        return url.includes('status=delivered') ? { ...list([]) } : list();
      },
    });
    renderPanel();
    expect(screen.getByText(M.loadingList)).toBeInTheDocument();
    expect(await screen.findByText(M.awaitingWork(2))).toBeInTheDocument();
    const row = screen.getByRole('row', { name: /ABCDEF12/ });
    expect(within(row).getByText('Lin Bakery')).toBeInTheDocument();
    expect(within(row).getByText('lin@example.com')).toBeInTheDocument();
    expect(within(row).getByText(M.status.brief_received)).toBeInTheDocument();

    const filters = screen.getByRole('group', { name: M.filterLabel });
    expect(within(filters).getByRole('button', { name: M.filterAll(3) })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(within(filters).getByRole('button', { name: M.filterStatus(M.status.delivered, 0) }));
    expect(await screen.findByText(M.emptyStatusTitle)).toBeInTheDocument();
    expect(screen.getByText(M.emptyStatusText)).toBeInTheDocument();
    expect(queries).toContain('?status=delivered');
  });

  it('says so when there are no commissions, or when they cannot be loaded', async () => {
    let fail = false;
    stubApi({
      'GET /api/commissions': () =>
        fail
          ? failure(503, 'Down')
          : {
              commissions: [],
              counts: { ...counts, awaiting_brief: 0, in_progress: 0, brief_received: 0 },
              awaitingWork: 0,
            },
    });
    const { queryClient } = renderPanel();
    expect(await screen.findByText(M.emptyTitle)).toBeInTheDocument();
    expect(screen.getByText(M.emptyText)).toBeInTheDocument();
    expect(screen.getByText(M.awaitingWork(0))).toBeInTheDocument();
    fail = true;
    await act(() => queryClient.resetQueries());
    expect(await screen.findByRole('heading', { name: M.listError })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: M.retry })).toBeInTheDocument();
  });

  it('words the count of commissions awaiting work', () => {
    expect(M.awaitingWork(1)).toBe('1 commission awaiting work');
    expect(M.awaitingWork(3)).toBe('3 commissions awaiting work');
  });

  it('opens a commission with its buyer and brief, and goes back to the list', async () => {
    stubApi({
      'GET /api/commissions': () => list(),
      [`GET /api/commissions/${ID}`]: () => detail(),
    });
    renderPanel();
    await userEvent.click(await screen.findByRole('button', { name: M.openLabel('ABCDEF12') }));
    expect(await screen.findByRole('heading', { name: M.detailTitle('ABCDEF12') })).toBeInTheDocument();
    expect(screen.getByText('Lin Logo')).toBeInTheDocument();
    expect(screen.getByText('Shop sign')).toBeInTheDocument();
    expect(screen.getByText(M.briefSubmittedAt('2026-11-25'))).toBeInTheDocument();
    expect(screen.getByText(M.noFiles)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: M.deliver })).toBeDisabled();
    expect(screen.getByText(M.deliverNeedsFiles)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: M.back }));
    expect(await screen.findByRole('heading', { name: M.tabHeading })).toBeInTheDocument();
  });

  it('says when the buyer has not written a brief, and when the commission cannot be loaded', async () => {
    stubApi({ [`GET /api/commissions/${ID}`]: () => detail({ brief: null, status: 'awaiting_brief' }) });
    renderPanel(`/dashboard?tab=commissions&commission=${ID}`);
    expect(screen.getByText(M.loadingDetail)).toBeInTheDocument();
    expect(await screen.findByText(M.noBrief)).toBeInTheDocument();

    vi.unstubAllGlobals();
    stubApi({ [`GET /api/commissions/${ID}`]: () => failure(404, 'Commission not found.') });
    renderPanel(`/dashboard?tab=commissions&commission=${ID}`);
    expect(await screen.findByRole('heading', { name: M.detailError })).toBeInTheDocument();
  });

  it('uploads the chosen files, asks for files first, and removes one with a toast', async () => {
    let files = [file('f1', 'lin.png')];
    const uploads: unknown[] = [];
    stubApi({
      [`GET /api/commissions/${ID}`]: () => detail({ files, status: 'in_progress' }),
      'GET /api/commissions': () => list(),
      [`POST /api/commissions/${ID}/files`]: () => {
        uploads.push(true);
        files = [...files, file('f2', 'lin.svg')];
        // The declared answer of an upload is a 201 (callEndpoint refuses an undeclared status).
        return new Response(JSON.stringify(detail({ files, status: 'in_progress' })), { status: 201 });
      },
      [`DELETE /api/commissions/${ID}/files/f1`]: () => {
        files = files.filter((f) => f.id !== 'f1');
        return undefined;
      },
    });
    renderPanel(`/dashboard?tab=commissions&commission=${ID}`);
    expect(await screen.findByText('lin.png')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: M.upload }));
    expect(screen.getByText(M.chooseFiles)).toBeInTheDocument();
    expect(uploads).toEqual([]);

    await userEvent.upload(
      screen.getByLabelText(M.uploadLabel),
      new File(['<svg></svg>'], 'lin.svg', { type: 'image/svg+xml' }),
    );
    await userEvent.click(screen.getByRole('button', { name: M.upload }));
    expect(await screen.findByText(M.uploaded(1).title)).toBeInTheDocument();
    expect(screen.getByText(M.uploaded(1).description)).toBeInTheDocument();
    expect(await screen.findByText('lin.svg')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: M.removeFile('lin.png') }));
    expect(await screen.findByText(M.fileRemoved('lin.png').title)).toBeInTheDocument();
    expect(screen.getByText(M.fileRemoved('lin.png').description)).toBeInTheDocument();
    await vi.waitFor(() => expect(screen.queryByText('lin.png')).toBeNull());
  });

  it('words the toasts of several files', () => {
    expect(M.uploaded(2)).toEqual({ title: 'Files uploaded', description: '2 files are ready to deliver.' });
  });

  it("shows the server's reason when an upload or a removal fails", async () => {
    stubApi({
      [`GET /api/commissions/${ID}`]: () => detail({ files: [file('f1', 'lin.png')], status: 'in_progress' }),
      'GET /api/commissions': () => list(),
      [`POST /api/commissions/${ID}/files`]: () =>
        failure(415, 'Only PNG, JPEG, SVG, PDF and ZIP files can be delivered. (logo.exe)'),
      [`DELETE /api/commissions/${ID}/files/f1`]: () =>
        failure(409, 'This commission has been delivered, so its files can no longer change.'),
    });
    renderPanel(`/dashboard?tab=commissions&commission=${ID}`);
    await userEvent.upload(
      await screen.findByLabelText(M.uploadLabel),
      new File(['MZ'], 'logo.png', { type: 'image/png' }),
    );
    await userEvent.click(screen.getByRole('button', { name: M.upload }));
    expect(await screen.findByText(M.uploadFailed)).toBeInTheDocument();
    expect(screen.getByText('Only PNG, JPEG, SVG, PDF and ZIP files can be delivered. (logo.exe)')).toBeInTheDocument();
    act(() => resetToasts());
    await userEvent.click(screen.getByRole('button', { name: M.removeFile('lin.png') }));
    expect(await screen.findByText(M.removeFailed)).toBeInTheDocument();
  });

  it('asks before delivering, then delivers and says the buyer can download', async () => {
    let delivered = false;
    const deliver = vi.fn(() => {
      delivered = true;
      return detail({ status: 'delivered', files: [file('f1', 'lin.png')], deliveredAt: '2026-11-26T09:00:00.000Z' });
    });
    stubApi({
      [`GET /api/commissions/${ID}`]: () =>
        delivered
          ? detail({ status: 'delivered', files: [file('f1', 'lin.png')], deliveredAt: '2026-11-26T09:00:00.000Z' })
          : detail({ status: 'in_progress', files: [file('f1', 'lin.png')] }),
      'GET /api/commissions': () => list(),
      [`POST /api/commissions/${ID}/deliver`]: deliver,
    });
    renderPanel(`/dashboard?tab=commissions&commission=${ID}`);
    await userEvent.click(await screen.findByRole('button', { name: M.deliver }));
    const dialog = await screen.findByRole('dialog', { name: M.confirmTitle });
    expect(within(dialog).getByText(M.confirmText(1, 'lin@example.com'))).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: M.cancel }));
    expect(deliver).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: M.deliver }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: M.confirmDeliver }));
    expect(await screen.findByText(M.deliveredToast('lin@example.com').title)).toBeInTheDocument();
    expect(screen.getByText('lin@example.com can now download the files.')).toBeInTheDocument();
    expect(await screen.findByText(M.deliveredNote('2026-11-26'))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: M.removeFile('lin.png') })).toBeNull();
    expect(screen.queryByLabelText(M.uploadLabel)).toBeNull();
    expect(deliver).toHaveBeenCalledTimes(1);
  });

  it('words the confirmation for several files and shows why a delivery failed', async () => {
    expect(M.confirmText(2, 'a@b.c')).toContain('2 files become download links on the order of a@b.c');
    stubApi({
      [`GET /api/commissions/${ID}`]: () => detail({ status: 'in_progress', files: [file('f1', 'lin.png')] }),
      'GET /api/commissions': () => list(),
      [`POST /api/commissions/${ID}/deliver`]: () =>
        failure(409, 'Upload at least one finished file before delivering this commission.'),
    });
    renderPanel(`/dashboard?tab=commissions&commission=${ID}`);
    await userEvent.click(await screen.findByRole('button', { name: M.deliver }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: M.confirmDeliver }));
    expect(await screen.findByText(M.deliverFailed)).toBeInTheDocument();
    expect(
      screen.getByText('Upload at least one finished file before delivering this commission.'),
    ).toBeInTheDocument();
  });
});
