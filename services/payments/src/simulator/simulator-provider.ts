// Test mode (PAYMENTS_PROVIDER=simulator, or no PayPal credentials): same interface as PayPal,
// no money moves. State lives behind SimulatorStore so several payments processes (and restarts)
// see the same orders; the service backs it with PostgreSQL, tests with testing/simulator-memory-store.ts.
import { createHash, randomBytes } from 'node:crypto';
import {
  assertValidOrderInput,
  PaymentProviderError,
  type CaptureResult,
  type PaymentProvider,
  type ProviderItem,
  type ProviderOrder,
  type ProviderPayer,
} from '../paypal/payment-provider.js';

export type SimulatorStatus = 'CREATED' | 'APPROVED' | 'COMPLETED';

export interface SimulatorRecord {
  id: string;
  requestId: string;
  status: SimulatorStatus;
  items: ProviderItem[];
  itemTotalCents: number;
  /** Absent on records written before promo codes. */
  discountCents?: number;
  taxTotalCents: number;
  totalCents: number;
  payer: ProviderPayer;
  /** `status` PENDING: a capture PayPal holds; absent means COMPLETED. */
  capture: { captureId: string; requestId: string; capturedAt: string; status?: 'PENDING' } | null;
  /** Refunds of the capture, oldest first; absent on records from before refunds. */
  refunds?: SimulatorRefund[];
  createdAt: string;
}

export interface SimulatorRefund {
  refundId: string;
  requestId: string;
  amountCents: number;
  createdAt: string;
}

export interface SimulatorStore {
  get(id: string): Promise<SimulatorRecord | undefined>;
  /**
   * Without `ifStatus`: insert only if `id` is new (SQL: insert … on conflict (id) do nothing).
   * With it: replace only while the stored status still equals it (update … where id = $1 and
   * status = $2). Returns whether it wrote. The condition is what stops two processes capturing
   * one order twice; a plain get-then-put would let both win.
   */
  put(id: string, record: SimulatorRecord, condition?: SimulatorWriteCondition): Promise<boolean>;
}

/**
 * `ifRefunds`: also only while the record still holds that many refunds, so two
 * refunds of one capture racing each other cannot both write (the second retries on fresh state).
 */
export interface SimulatorWriteCondition {
  ifStatus: SimulatorStatus;
  ifRefunds?: number;
}

const refundedCents = (record: SimulatorRecord) =>
  (record.refunds ?? []).reduce((sum, refund) => sum + refund.amountCents, 0);

/**
 * A payer e-mail whose local part ends in `+pending` (grace+pending@example.com) gets a
 * PENDING capture, as PayPal gives for an eCheck or a payment under review. A signed
 * PAYMENT.CAPTURE.COMPLETED or DENIED webhook then settles it (README "PayPal webhooks").
 */
export const isSimulatorPendingPayer = (payer: ProviderPayer): boolean => /\+pending@/i.test(payer.email ?? '');

const NO_PAYER: ProviderPayer = { email: null, givenName: null, surname: null };

// Derived from the request id, so a repeated create (double click, retry, second process) finds
// the first order, like PayPal-Request-Id. 17 characters like PayPal's ids; SIM marks test mode.
const orderIdFor = (requestId: string) =>
  `SIM${createHash('sha256').update(requestId).digest('hex').slice(0, 14).toUpperCase()}`;

export function createSimulatorProvider(deps: { store: SimulatorStore; now?: () => Date }): PaymentProvider {
  const { store } = deps;
  const now = deps.now ?? (() => new Date());

  async function load(id: string): Promise<SimulatorRecord> {
    const record = await store.get(id);
    if (!record)
      throw new PaymentProviderError('not_found', `no simulated order ${id}`, { code: 'RESOURCE_NOT_FOUND' });
    return record;
  }

  function toCaptureResult(record: SimulatorRecord, requestId: string): CaptureResult {
    // The same request id gets the first answer again (PayPal replays it too); any other capture
    // of a completed order is a second capture.
    if (record.capture?.requestId !== requestId) {
      throw new PaymentProviderError('already_captured', `simulated order ${record.id} is already captured`, {
        code: 'ORDER_ALREADY_CAPTURED',
      });
    }
    return {
      providerOrderId: record.id,
      status: record.capture.status ?? 'COMPLETED',
      captureId: record.capture.captureId,
      amountCents: record.totalCents,
      payer: record.payer,
    };
  }

  return {
    mode: 'simulator',

    async createOrder(input) {
      assertValidOrderInput(input);
      const id = orderIdFor(input.requestId);
      const record: SimulatorRecord = {
        id,
        requestId: input.requestId,
        status: 'CREATED',
        items: input.items,
        itemTotalCents: input.itemTotalCents,
        discountCents: input.discountCents ?? 0,
        taxTotalCents: input.taxTotalCents,
        totalCents: input.totalCents,
        payer: input.payer ?? NO_PAYER,
        capture: null,
        createdAt: now().toISOString(),
      };
      // Inserted only if new: a repeat (same request id) finds the first order's status.
      if (await store.put(id, record)) return { providerOrderId: id, status: 'CREATED' };
      return { providerOrderId: id, status: (await load(id)).status };
    },

    async captureOrder(providerOrderId, requestId) {
      const record = await load(providerOrderId);
      if (record.status === 'COMPLETED') return toCaptureResult(record, requestId);
      // There is no buyer pop-up: submitting the test-mode payment form is the approval, so
      // APPROVED is passed through on the way to COMPLETED in one conditional write.
      const completed: SimulatorRecord = {
        ...record,
        status: 'COMPLETED',
        capture: {
          captureId: `SIMCAP${randomBytes(6).toString('hex').toUpperCase()}`,
          requestId,
          capturedAt: now().toISOString(),
          ...(isSimulatorPendingPayer(record.payer) ? { status: 'PENDING' as const } : {}),
        },
      };
      if (await store.put(providerOrderId, completed, { ifStatus: record.status })) {
        return toCaptureResult(completed, requestId);
      }
      // Another process captured it between our read and write.
      return toCaptureResult(await load(providerOrderId), requestId);
    },

    async getOrder(providerOrderId): Promise<ProviderOrder> {
      const record = await load(providerOrderId);
      return {
        providerOrderId: record.id,
        status: record.status,
        totalCents: record.totalCents,
        capture: record.capture && {
          captureId: record.capture.captureId,
          status:
            record.capture.status === 'PENDING'
              ? 'PENDING'
              : refundedCents(record) === 0
                ? 'COMPLETED'
                : refundedCents(record) >= record.totalCents
                  ? 'REFUNDED'
                  : 'PARTIALLY_REFUNDED',
          amountCents: record.totalCents,
        },
        payer: record.payer,
      };
    },

    /**
     * Records a refund on the order, as PayPal would: the same request id returns the
     * first refund, and refunds never add up to more than the capture.
     */
    async refundCapture(input) {
      for (let attempt = 0; attempt < 5; attempt++) {
        const record = await load(input.providerOrderId);
        if (!record.capture || record.capture.captureId !== input.captureId) {
          throw new PaymentProviderError('not_found', `no simulated capture ${input.captureId}`, {
            code: 'RESOURCE_NOT_FOUND',
          });
        }
        const refunds = record.refunds ?? [];
        const replay = refunds.find((refund) => refund.requestId === input.requestId);
        if (replay) return { refundId: replay.refundId, status: 'COMPLETED', amountCents: replay.amountCents };
        const left = record.totalCents - refundedCents(record);
        if (left <= 0) {
          throw new PaymentProviderError('refund_exceeds_capture', 'the capture is fully refunded', {
            code: 'CAPTURE_FULLY_REFUNDED',
          });
        }
        const amountCents = input.amountCents ?? left;
        if (!Number.isSafeInteger(amountCents) || amountCents < 1) {
          throw new PaymentProviderError('invalid', 'a refund is a positive number of cents', {
            code: 'INVALID_INPUT',
          });
        }
        if (amountCents > left) {
          throw new PaymentProviderError('refund_exceeds_capture', 'the refund is more than is left of the capture', {
            code: 'REFUND_AMOUNT_EXCEEDED',
          });
        }
        const refund: SimulatorRefund = {
          refundId: `SIMREF${randomBytes(6).toString('hex').toUpperCase()}`,
          requestId: input.requestId,
          amountCents,
          createdAt: now().toISOString(),
        };
        const written = await store.put(
          record.id,
          { ...record, refunds: [...refunds, refund] },
          { ifStatus: record.status, ifRefunds: refunds.length },
        );
        if (written) return { refundId: refund.refundId, status: 'COMPLETED', amountCents };
        // Another refund of this capture was written between our read and write: read again.
      }
      throw new PaymentProviderError('unavailable', 'simulated refund kept racing; try again', {
        code: 'PREVIOUS_REQUEST_IN_PROGRESS',
        retryable: true,
      });
    },
  };
}
