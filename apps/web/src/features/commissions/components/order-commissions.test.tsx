import { COMMISSION_BRIEF_LABELS, COMMISSION_BRIEF_MESSAGES, type PublicCommission } from '@shop/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, stubApi } from '../../../testing/admin-api-stub';
import { COMMISSIONS_MESSAGES as M } from '../messages';
import { OrderCommissions } from './order-commissions';

const ORDER = 'abcdef12-0000-4000-8000-000000000001';
const LIST = `GET /api/orders/${ORDER}/commissions`;
const BRIEF = { brandName: 'Lin Bakery', purpose: 'Shop sign', style: 'Warm red', notes: '' };

function commission(overrides: Partial<PublicCommission> = {}): PublicCommission {
  return {
    id: 'c1',
    number: 1,
    productName: 'Custom Logo',
    status: 'awaiting_brief',
    isBriefEditable: true,
    brief: null,
    deliveredAt: null,
    files: [],
    ...overrides,
  };
}
const written = (overrides: Partial<PublicCommission> = {}) =>
  commission({ status: 'brief_received', brief: { ...BRIEF, submittedAt: '2026-11-25T10:00:00.000Z' }, ...overrides });

describe('OrderCommissions', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows nothing for an order without a logo', async () => {
    const fetchMock = stubApi({ [LIST]: () => ({ commissions: [] }) });
    const { container } = renderWithProviders(<OrderCommissions orderId={ORDER} />);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await vi.waitFor(() => expect(screen.queryByText(M.loading)).toBeNull());
    expect(container).toBeEmptyDOMElement();
  });

  it('says it is loading, and offers a retry when the commissions cannot be loaded', async () => {
    let fail = true;
    stubApi({
      [LIST]: () =>
        fail
          ? new Response(JSON.stringify({ error: 'dependency_unavailable', message: 'Down' }), { status: 503 })
          : { commissions: [commission()] },
    });
    renderWithProviders(<OrderCommissions orderId={ORDER} />);
    expect(screen.getByText(M.loading)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: M.loadError })).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: M.retry }));
    expect(await screen.findByRole('heading', { name: M.heading })).toBeInTheDocument();
  });

  it('asks for the brief, names the missing fields, then saves it and thanks the buyer', async () => {
    const sent: unknown[] = [];
    stubApi({
      [LIST]: () => ({ commissions: [sent.length > 0 ? written() : commission()] }),
      [`PUT /api/orders/${ORDER}/commissions/c1/brief`]: ({ body }) => {
        sent.push(body);
        return written();
      },
    });
    renderWithProviders(<OrderCommissions orderId={ORDER} />);
    expect(await screen.findByRole('heading', { name: M.logoTitle(1, 1, 'Custom Logo') })).toBeInTheDocument();
    expect(screen.getByText(M.buyerStatus.awaiting_brief)).toBeInTheDocument();
    expect(screen.getByText(M.status.awaiting_brief)).toBeInTheDocument();
    expect(screen.getByText(M.briefIntro)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: M.saveBrief }));
    expect(screen.getByText(COMMISSION_BRIEF_MESSAGES.brandNameRequired)).toBeInTheDocument();
    expect(screen.getByText(COMMISSION_BRIEF_MESSAGES.purposeRequired)).toBeInTheDocument();
    expect(screen.getByLabelText(COMMISSION_BRIEF_LABELS.brandName)).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([]);

    await userEvent.type(screen.getByLabelText(COMMISSION_BRIEF_LABELS.brandName), BRIEF.brandName);
    await userEvent.type(screen.getByLabelText(COMMISSION_BRIEF_LABELS.purpose), BRIEF.purpose);
    await userEvent.type(screen.getByLabelText(new RegExp(COMMISSION_BRIEF_LABELS.style)), BRIEF.style);
    await userEvent.click(screen.getByRole('button', { name: M.saveBrief }));

    expect(await screen.findByText(M.briefSaved)).toBeInTheDocument();
    expect(sent).toEqual([BRIEF]);
    expect(screen.getByText(M.buyerStatus.brief_received)).toBeInTheDocument();
    expect(screen.getByText(M.yourBrief)).toBeInTheDocument();
    expect(screen.getByText('Lin Bakery')).toBeInTheDocument();
  });

  it('lets the buyer edit a saved brief, or cancel the edit', async () => {
    stubApi({ [LIST]: () => ({ commissions: [written()] }) });
    renderWithProviders(<OrderCommissions orderId={ORDER} />);
    await userEvent.click(await screen.findByRole('button', { name: M.editBrief }));
    expect(screen.getByLabelText(COMMISSION_BRIEF_LABELS.brandName)).toHaveValue('Lin Bakery');
    expect(screen.getByRole('button', { name: M.updateBrief })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: M.cancelEdit }));
    expect(screen.queryByLabelText(COMMISSION_BRIEF_LABELS.brandName)).toBeNull();
  });

  it('counts down the characters left near a field limit', async () => {
    stubApi({ [LIST]: () => ({ commissions: [commission()] }) });
    renderWithProviders(<OrderCommissions orderId={ORDER} />);
    const brand = await screen.findByLabelText(COMMISSION_BRIEF_LABELS.brandName);
    await userEvent.click(brand);
    await userEvent.paste('x'.repeat(95));
    expect(screen.getByText(M.charactersLeft(5))).toBeInTheDocument();
  });

  it("shows the server's reason when the brief is refused", async () => {
    stubApi({
      [LIST]: () => ({ commissions: [written()] }),
      [`PUT /api/orders/${ORDER}/commissions/c1/brief`]: () =>
        new Response(
          JSON.stringify({
            error: 'conflict',
            message: 'Work on this logo has started, so the brief can no longer be changed.',
          }),
          { status: 409 },
        ),
    });
    renderWithProviders(<OrderCommissions orderId={ORDER} />);
    await userEvent.click(await screen.findByRole('button', { name: M.editBrief }));
    await userEvent.click(screen.getByRole('button', { name: M.updateBrief }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(M.briefFailed)).toBeInTheDocument();
    expect(
      within(alert).getByText('Work on this logo has started, so the brief can no longer be changed.'),
    ).toBeInTheDocument();
  });

  it('says the work has started and keeps the brief read-only', async () => {
    stubApi({ [LIST]: () => ({ commissions: [written({ status: 'in_progress', isBriefEditable: false })] }) });
    renderWithProviders(<OrderCommissions orderId={ORDER} />);
    expect(await screen.findByText(M.buyerStatus.in_progress)).toBeInTheDocument();
    expect(screen.getByText(M.status.in_progress)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: M.editBrief })).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('offers each delivered file as a download, and numbers several logos', async () => {
    stubApi({
      [LIST]: () => ({
        commissions: [
          written({
            status: 'delivered',
            isBriefEditable: false,
            deliveredAt: '2026-11-26T10:00:00.000Z',
            files: [
              { originalName: 'lin.png', downloadUrl: 'http://localhost:8080/api/downloads/a' },
              { originalName: 'lin.svg', downloadUrl: 'http://localhost:8080/api/downloads/b' },
            ],
          }),
          commission({ id: 'c2', number: 2, productName: 'Smart Bundle 3-Pack' }),
        ],
      }),
    });
    renderWithProviders(<OrderCommissions orderId={ORDER} />);
    expect(await screen.findByRole('heading', { name: M.headingMany })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: M.logoTitle(1, 2, 'Custom Logo') })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Logo 2 of 2 (Smart Bundle 3-Pack)' })).toBeInTheDocument();
    expect(screen.getByText(M.buyerStatus.delivered)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: M.downloadFile('lin.png') })).toHaveAttribute(
      'href',
      'http://localhost:8080/api/downloads/a',
    );
    expect(screen.getByRole('link', { name: M.downloadFile('lin.svg') })).toHaveAttribute(
      'href',
      'http://localhost:8080/api/downloads/b',
    );
  });
});
