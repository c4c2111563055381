import { beforeEach, describe, expect, it } from 'vitest';
import { PaymentProviderError, type CreateOrderInput, type PaymentProvider } from '../paypal/payment-provider.js';
import { createMemorySimulatorStore } from '../testing/simulator-memory-store.js';
import { createSimulatorProvider, type SimulatorStore } from './simulator-provider.js';

const payer = { email: 'grace@example.com', givenName: 'Grace', surname: 'Hopper' };
const order = (requestId: string, overrides: Partial<CreateOrderInput> = {}): CreateOrderInput => ({
  requestId,
  currency: 'USD',
  items: [{ name: 'Neon Fox', sku: 'artwork-1', unitAmountCents: 1499, quantity: 2 }],
  itemTotalCents: 2998,
  taxTotalCents: 266,
  totalCents: 3264,
  payer,
  ...overrides,
});

async function rejection(promise: Promise<unknown>): Promise<PaymentProviderError> {
  const err = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(PaymentProviderError);
  return err as PaymentProviderError;
}

describe('simulator provider', () => {
  let store: ReturnType<typeof createMemorySimulatorStore>;
  let simulator: PaymentProvider;

  beforeEach(() => {
    store = createMemorySimulatorStore();
    simulator = createSimulatorProvider({ store });
  });

  it('creates an order in CREATED', async () => {
    const created = await simulator.createOrder(order('create-1'));

    expect(created).toEqual({ providerOrderId: expect.stringMatching(/^SIM[0-9A-F]{14}$/), status: 'CREATED' });
    expect(await simulator.getOrder(created.providerOrderId)).toEqual({
      providerOrderId: created.providerOrderId,
      status: 'CREATED',
      totalCents: 3264,
      capture: null,
      payer,
    });
  });

  it('gives a +pending payer a PENDING capture, the same on a repeated capture and in getOrder', async () => {
    const pendingPayer = { ...payer, email: 'grace+pending@example.com' };
    const { providerOrderId } = await simulator.createOrder(order('pending-1', { payer: pendingPayer }));

    const result = await simulator.captureOrder(providerOrderId, 'capture-1');
    expect(result).toMatchObject({ status: 'PENDING', captureId: expect.stringMatching(/^SIMCAP/) });
    expect(await simulator.captureOrder(providerOrderId, 'capture-1')).toEqual(result);
    expect((await simulator.getOrder(providerOrderId)).capture).toMatchObject({ status: 'PENDING' });
  });

  it('returns the same order for a repeated request id', async () => {
    const first = await simulator.createOrder(order('create-1'));
    const again = await simulator.createOrder(order('create-1'));
    expect(again.providerOrderId).toBe(first.providerOrderId);
    expect(store.size()).toBe(1);
  });

  it('approves and completes on capture, with the payer given at creation', async () => {
    const { providerOrderId } = await simulator.createOrder(order('create-1'));

    const result = await simulator.captureOrder(providerOrderId, 'capture-1');

    expect(result).toEqual({
      providerOrderId,
      status: 'COMPLETED',
      captureId: expect.stringMatching(/^SIMCAP[0-9A-F]{12}$/),
      amountCents: 3264,
      payer,
    });
    expect(await simulator.getOrder(providerOrderId)).toMatchObject({
      status: 'COMPLETED',
      capture: { captureId: result.captureId, status: 'COMPLETED', amountCents: 3264 },
    });
  });

  it('leaves the payer empty when checkout did not give one', async () => {
    const { payer: _omitted, ...withoutPayer } = order('create-1');
    const { providerOrderId } = await simulator.createOrder(withoutPayer);
    const result = await simulator.captureOrder(providerOrderId, 'capture-1');
    expect(result.payer).toEqual({ email: null, givenName: null, surname: null });
  });

  it('answers a repeated capture request id with the first capture', async () => {
    const { providerOrderId } = await simulator.createOrder(order('create-1'));
    const first = await simulator.captureOrder(providerOrderId, 'capture-1');
    expect(await simulator.captureOrder(providerOrderId, 'capture-1')).toEqual(first);
  });

  it('answers already_captured to a second capture', async () => {
    const { providerOrderId } = await simulator.createOrder(order('create-1'));
    await simulator.captureOrder(providerOrderId, 'capture-1');

    const err = await rejection(simulator.captureOrder(providerOrderId, 'capture-2'));
    expect(err).toMatchObject({ kind: 'already_captured', code: 'ORDER_ALREADY_CAPTURED' });
  });

  it('captures once when two processes race on one order', async () => {
    // Two providers over one store stand for two payments processes sharing PostgreSQL.
    const other = createSimulatorProvider({ store });
    const { providerOrderId } = await simulator.createOrder(order('create-1'));

    const outcomes = await Promise.allSettled([
      simulator.captureOrder(providerOrderId, 'capture-a'),
      other.captureOrder(providerOrderId, 'capture-b'),
    ]);

    expect(outcomes.map((o) => o.status).sort()).toEqual(['fulfilled', 'rejected']);
    const lost = outcomes.find((o) => o.status === 'rejected');
    expect(lost?.reason).toMatchObject({ kind: 'already_captured' });
  });

  it('sees orders written by another process', async () => {
    const { providerOrderId } = await simulator.createOrder(order('create-1'));
    const other = createSimulatorProvider({ store });
    expect((await other.captureOrder(providerOrderId, 'capture-1')).status).toBe('COMPLETED');
  });

  it('answers not_found for an unknown order', async () => {
    expect((await rejection(simulator.captureOrder('SIMNOSUCHORDER00', 'c'))).kind).toBe('not_found');
    expect((await rejection(simulator.getOrder('SIMNOSUCHORDER00'))).kind).toBe('not_found');
  });

  it('rejects inconsistent totals as invalid and stores nothing', async () => {
    const err = await rejection(simulator.createOrder(order('create-1', { taxTotalCents: 0 })));
    expect(err.kind).toBe('invalid');
    expect(store.size()).toBe(0);
  });

  it('keeps the first order when a concurrent create with the same request id wins the insert', async () => {
    // A store where the insert loses, as when another process inserted the same order first.
    const winner = createMemorySimulatorStore();
    const racing: SimulatorStore = { get: (id) => winner.get(id), put: () => Promise.resolve(false) };
    const { providerOrderId } = await createSimulatorProvider({ store: winner }).createOrder(order('create-1'));

    const created = await createSimulatorProvider({ store: racing }).createOrder(order('create-1'));

    expect(created).toEqual({ providerOrderId, status: 'CREATED' });
  });
});
