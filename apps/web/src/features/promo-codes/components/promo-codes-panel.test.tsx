import type { PromoCode } from '@shop/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '../../../components/ui/toaster';
import { resetToasts } from '../../../components/ui/use-toast';
import { renderWithProviders, stubApi } from '../../../testing/admin-api-stub';
import { PROMO_MESSAGES } from '../messages';
import { PromoCodesPanel } from './promo-codes-panel';

const P = PROMO_MESSAGES.panel;
const F = PROMO_MESSAGES.form;

const launch: PromoCode = {
  id: '00000000-0000-4000-8000-000000000001',
  code: 'LAUNCH30',
  kind: 'percent',
  percentOff: 30,
  amountOff: null,
  startsAt: null,
  endsAt: null,
  usageLimit: null,
  oncePerBuyer: true,
  active: true,
  uses: 4,
  reserved: 1,
  discountTotal: '27.50',
  createdAt: '2026-11-20T10:00:00.000Z',
};
const fiveOff: PromoCode = {
  ...launch,
  id: '00000000-0000-4000-8000-000000000002',
  code: 'FIVEOFF',
  kind: 'fixed',
  percentOff: null,
  amountOff: '5.00',
  startsAt: '2026-12-01T00:00:00.000Z',
  endsAt: '2027-01-01T00:00:00.000Z',
  usageLimit: 10,
  oncePerBuyer: false,
  active: false,
  uses: 10,
  reserved: 0,
};

function renderPanel() {
  return renderWithProviders(
    <>
      <PromoCodesPanel />
      <Toaster />
    </>,
    { route: '/dashboard?tab=promo-codes' },
  );
}

describe('PromoCodesPanel', () => {
  afterEach(() => {
    act(() => resetToasts());
    vi.unstubAllGlobals();
  });

  it('lists each code with its discount, dates, uses against its limit and status', async () => {
    stubApi({ 'GET /api/promo-codes': () => [launch, fiveOff] });
    renderPanel();
    expect(screen.getByText(P.loading)).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: P.heading });
    const [launchRow, fiveRow] = within(table).getAllByRole('row').slice(1);
    if (!launchRow || !fiveRow) throw new Error('expected two rows');
    expect(within(launchRow).getByText(`${P.percentOff(30)}, ${P.firstOrderOnly}`)).toBeInTheDocument();
    expect(within(launchRow).getByText(P.always)).toBeInTheDocument();
    expect(within(launchRow).getByText(P.uses(4, null))).toBeInTheDocument();
    expect(within(launchRow).getByText(P.reserved(1))).toBeInTheDocument();
    expect(within(launchRow).getByText('$27.50')).toBeInTheDocument();
    expect(within(launchRow).getByText(P.active)).toBeInTheDocument();
    expect(within(fiveRow).getByText(P.amountOff('5.00'))).toBeInTheDocument();
    expect(within(fiveRow).getByText(P.between('2026-12-01', '2027-01-01'))).toBeInTheDocument();
    expect(within(fiveRow).getByText(P.uses(10, 10))).toBeInTheDocument();
    expect(within(fiveRow).getByText(P.inactive)).toBeInTheDocument();
  });

  it('deactivates a code and says so', async () => {
    const bodies: unknown[] = [];
    let current = launch;
    stubApi({
      'GET /api/promo-codes': () => [current],
      [`PATCH /api/promo-codes/${launch.id}`]: ({ body }) => {
        bodies.push(body);
        current = { ...launch, active: false };
        return current;
      },
    });
    renderPanel();
    await userEvent.click(await screen.findByRole('button', { name: `${P.deactivate} LAUNCH30` }));
    expect(await screen.findByText(P.deactivated('LAUNCH30'))).toBeInTheDocument();
    expect(bodies).toEqual([{ active: false }]);
    expect(await screen.findByRole('button', { name: `${P.activate} LAUNCH30` })).toBeInTheDocument();
  });

  it("edits a code's terms in a dialog re-using the form, and keeps it open on a refusal", async () => {
    const bodies: unknown[] = [];
    let current = fiveOff;
    stubApi({
      'GET /api/promo-codes': () => [launch, current],
      [`PATCH /api/promo-codes/${fiveOff.id}`]: ({ body }) => {
        bodies.push(body);
        if (bodies.length === 1) {
          return new Response(
            JSON.stringify({ error: 'validation_failed', message: 'The end date must be after the start date.' }),
            { status: 400 },
          );
        }
        current = { ...fiveOff, amountOff: '7.50', usageLimit: 25, endsAt: null };
        return current;
      },
    });
    renderPanel();
    await userEvent.click(await screen.findByRole('button', { name: P.editLabel('FIVEOFF') }));
    const dialog = within(screen.getByRole('dialog', { name: F.editHeading('FIVEOFF') }));
    // The code's terms, the end shown as the last day it works.
    expect(dialog.getByLabelText(F.code)).toHaveValue('FIVEOFF');
    expect(dialog.getByLabelText(F.code)).toHaveAttribute('readonly');
    expect(dialog.getByLabelText(F.kind)).toHaveValue('fixed');
    expect(dialog.getByLabelText(F.amount)).toHaveValue('5.00');
    expect(dialog.getByLabelText(F.usageLimit)).toHaveValue('10');
    expect(dialog.getByLabelText(F.startsAt)).toHaveValue('2026-12-01');
    expect(dialog.getByLabelText(F.endsAt)).toHaveValue('2026-12-31');

    await userEvent.clear(dialog.getByLabelText(F.amount));
    await userEvent.type(dialog.getByLabelText(F.amount), '7.5');
    await userEvent.clear(dialog.getByLabelText(F.usageLimit));
    await userEvent.type(dialog.getByLabelText(F.usageLimit), '25');
    await userEvent.clear(dialog.getByLabelText(F.endsAt));
    await userEvent.click(dialog.getByRole('button', { name: F.save }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('The end date must be after the start date.');

    await userEvent.click(dialog.getByRole('button', { name: F.save }));
    expect(await screen.findByText(P.saved('FIVEOFF'))).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    const edit = {
      kind: 'fixed',
      amountOff: '7.50',
      startsAt: '2026-12-01T00:00:00.000Z',
      endsAt: null,
      usageLimit: 25,
      oncePerBuyer: false,
    };
    expect(bodies).toEqual([edit, edit]);
    expect(await screen.findByText(P.uses(10, 25))).toBeInTheDocument();
    expect(screen.getByText(P.amountOff('7.50'))).toBeInTheDocument();
  });

  it('deletes, after asking, a code no order took; used codes and LAUNCH30 offer no delete', async () => {
    const unused: PromoCode = { ...fiveOff, id: '00000000-0000-4000-8000-000000000003', code: 'SPARE', uses: 0 };
    const deletes: string[] = [];
    let codes = [launch, fiveOff, unused, { ...unused, id: '00000000-0000-4000-8000-000000000004', code: 'TAKEN' }];
    stubApi({
      'GET /api/promo-codes': () => codes,
      [`DELETE /api/promo-codes/${unused.id}`]: () => {
        deletes.push(unused.id);
        codes = codes.filter((code) => code.id !== unused.id);
        return new Response(null, { status: 204 });
      },
      'DELETE /api/promo-codes/00000000-0000-4000-8000-000000000004': () =>
        new Response(
          JSON.stringify({
            error: 'promo_code_in_use',
            message: 'The promo code "TAKEN" was used by an order: deactivate it instead.',
          }),
          { status: 409 },
        ),
    });
    renderPanel();
    await userEvent.click(await screen.findByRole('button', { name: `${P.delete} SPARE` }));
    expect(screen.queryByRole('button', { name: `${P.delete} LAUNCH30` })).toBeNull();
    expect(screen.queryByRole('button', { name: `${P.delete} FIVEOFF` })).toBeNull();
    expect(screen.getByText(P.deleteConfirm('SPARE'))).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: P.cancel }));
    expect(deletes).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: `${P.delete} SPARE` }));
    await userEvent.click(screen.getByRole('button', { name: P.deleteConfirmButton }));
    expect(await screen.findByText(P.deleted('SPARE'))).toBeInTheDocument();
    expect(deletes).toEqual([unused.id]);
    await waitFor(() => expect(screen.queryByText('SPARE')).toBeNull());

    await userEvent.click(screen.getByRole('button', { name: `${P.delete} TAKEN` }));
    await userEvent.click(screen.getByRole('button', { name: P.deleteConfirmButton }));
    expect(await screen.findByText(P.deleteFailed)).toBeInTheDocument();
    expect(screen.getByText('The promo code "TAKEN" was used by an order: deactivate it instead.')).toBeInTheDocument();
  });

  it('creates a code from the form, with the end date meaning through that day', async () => {
    const bodies: unknown[] = [];
    stubApi({
      'GET /api/promo-codes': () => [launch],
      'POST /api/promo-codes': ({ body }) => {
        bodies.push(body);
        // 201, as the payments service answers a created code.
        return new Response(JSON.stringify({ ...fiveOff, code: 'WINTER10', active: true }), { status: 201 });
      },
    });
    renderPanel();
    await screen.findByRole('table', { name: P.heading });
    await userEvent.type(screen.getByLabelText(F.code), 'winter10');
    await userEvent.type(screen.getByLabelText(F.percent), '10');
    await userEvent.type(screen.getByLabelText(F.usageLimit), '50');
    await userEvent.type(screen.getByLabelText(F.startsAt), '2026-12-01');
    await userEvent.type(screen.getByLabelText(F.endsAt), '2026-12-31');
    await userEvent.click(screen.getByRole('button', { name: F.create }));
    expect(await screen.findByText(F.created('WINTER10'))).toBeInTheDocument();
    expect(bodies).toEqual([
      {
        code: 'winter10',
        kind: 'percent',
        percentOff: 10,
        startsAt: '2026-12-01T00:00:00.000Z',
        endsAt: '2027-01-01T00:00:00.000Z',
        usageLimit: 50,
        oncePerBuyer: false,
      },
    ]);
    expect(screen.getByLabelText(F.code)).toHaveValue('');
  });

  it('checks the form before sending it, and shows what the server refused', async () => {
    const posts: unknown[] = [];
    stubApi({
      'GET /api/promo-codes': () => [],
      'POST /api/promo-codes': ({ body }) => {
        posts.push(body);
        return new Response(
          JSON.stringify({ error: 'promo_code_exists', message: 'The promo code "LAUNCH30" already exists.' }),
          { status: 409 },
        );
      },
    });
    renderPanel();
    expect(await screen.findByText(P.emptyTitle)).toBeInTheDocument();
    const create = screen.getByRole('button', { name: F.create });
    await userEvent.type(screen.getByLabelText(F.code), 'no');
    await userEvent.click(create);
    expect(screen.getByRole('alert')).toHaveTextContent(F.invalidCode);

    await userEvent.clear(screen.getByLabelText(F.code));
    await userEvent.type(screen.getByLabelText(F.code), 'LAUNCH30');
    await userEvent.type(screen.getByLabelText(F.percent), '150');
    await userEvent.click(create);
    expect(screen.getByRole('alert')).toHaveTextContent(F.invalidPercent);

    await userEvent.selectOptions(screen.getByLabelText(F.kind), 'fixed');
    await userEvent.clear(screen.getByLabelText(F.amount));
    await userEvent.type(screen.getByLabelText(F.amount), '5.999');
    await userEvent.click(create);
    expect(screen.getByRole('alert')).toHaveTextContent(F.invalidAmount);

    await userEvent.clear(screen.getByLabelText(F.amount));
    await userEvent.type(screen.getByLabelText(F.amount), '5');
    await userEvent.type(screen.getByLabelText(F.usageLimit), '0');
    await userEvent.click(create);
    expect(screen.getByRole('alert')).toHaveTextContent(F.invalidLimit);

    await userEvent.clear(screen.getByLabelText(F.usageLimit));
    await userEvent.type(screen.getByLabelText(F.startsAt), '2026-12-10');
    await userEvent.type(screen.getByLabelText(F.endsAt), '2026-12-01');
    await userEvent.click(create);
    expect(screen.getByRole('alert')).toHaveTextContent(F.endsBeforeStart);
    expect(posts).toEqual([]);

    await userEvent.clear(screen.getByLabelText(F.endsAt));
    await userEvent.click(create);
    expect(await screen.findByText('The promo code "LAUNCH30" already exists.')).toBeInTheDocument();
    expect(posts).toHaveLength(1);
  });

  it('shows an error with a retry when the codes cannot be loaded', async () => {
    let fail = true;
    stubApi({
      'GET /api/promo-codes': () => (fail ? new Response('down', { status: 503 }) : [launch]),
    });
    renderPanel();
    expect(await screen.findByRole('heading', { name: P.errorTitle })).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: P.retry }));
    expect(await screen.findByRole('table', { name: P.heading })).toBeInTheDocument();
  });
});
