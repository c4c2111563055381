import {
  CheckoutPaymentIntent,
  ItemCategory,
  OrderApplicationContextShippingPreference,
  OrdersController,
  PaymentsController,
  type Order,
  type OrderRequest,
} from '@paypal/paypal-server-sdk';
import { createPayPalClient } from './paypal-client.js';
import { needsFreshClient, toPaymentProviderError } from './paypal-errors.js';
import { centsToValue, valueToCents } from './paypal-money.js';
import {
  assertValidOrderInput,
  PaymentProviderError,
  type CaptureResult,
  type CaptureStatus,
  type CreateOrderInput,
  type OrderStatus,
  type PaymentProvider,
  type ProviderOrder,
  type ProviderPayer,
  type RefundStatus,
} from './payment-provider.js';

export interface PayPalProviderOptions {
  clientId: string;
  clientSecret: string;
  environment: 'sandbox' | 'production';
  /** Tests only: a local fake PayPal (see paypal-client.ts for how it is wired in). */
  baseUrl?: string;
  /** Per HTTP attempt. Three attempts must fit the web app's 30 s payment watchdog (SPEC §9). */
  timeoutMs?: number;
  /** Waits before each retry of a 5xx/429/network failure; its length is the retry count. */
  retryDelaysMs?: readonly number[];
}

const DEFAULT_TIMEOUT_MS = 8_000;
const DEFAULT_RETRY_DELAYS_MS = [250, 1_000];
// PayPal rejects item names and SKUs longer than 127 characters; titles come from curators.
const MAX_TEXT = 127;

export function createPayPalProvider(options: PayPalProviderOptions): PaymentProvider {
  const newOrdersController = () =>
    new OrdersController(createPayPalClient({ ...options, timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS }));
  let orders = newOrdersController();
  // Refunds go through the payments API (captures/{id}/refund), on a client of its own.
  const newPaymentsController = () =>
    new PaymentsController(createPayPalClient({ ...options, timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS }));
  let payments = newPaymentsController();
  const retryDelaysMs = options.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS;

  // Bounded retry around one SDK call. Create, capture and refund pass the same PayPal-Request-Id
  // on every attempt, so PayPal answers a repeat with the first result instead of acting twice.
  async function call<T>(fn: (controller: OrdersController) => Promise<{ result: T }>): Promise<T> {
    return withRetry(
      () => fn(orders),
      () => {
        orders = newOrdersController();
      },
    );
  }

  async function withRetry<T>(fn: () => Promise<{ result: T }>, refresh: () => void): Promise<T> {
    for (let attempt = 0; ; attempt++) {
      try {
        return (await fn()).result;
      } catch (err) {
        if (needsFreshClient(err)) refresh();
        const error = toPaymentProviderError(err);
        const delay = retryDelaysMs[attempt];
        if (!error.retryable || delay === undefined) throw error;
        await new Promise((resolve) => setTimeout(resolve, delay * (1 + Math.random() * 0.2)));
      }
    }
  }

  return {
    mode: 'paypal',

    async createOrder(input) {
      assertValidOrderInput(input);
      const order = await call((c) => c.createOrder({ body: toOrderRequest(input), paypalRequestId: input.requestId }));
      return { providerOrderId: requireId(order), status: order.status ?? 'CREATED' };
    },

    async captureOrder(providerOrderId, requestId) {
      const order = await call((c) =>
        c.captureOrder({
          id: providerOrderId,
          paypalRequestId: requestId,
          // The minimal answer may leave out payer and captures, which the caller needs.
          prefer: 'return=representation',
        }),
      );
      const view = readOrder(order);
      return {
        providerOrderId: view.providerOrderId,
        // No capture in a 2xx answer is unexpected; only a COMPLETED order proves money moved.
        status: view.capture?.status ?? (view.status === 'COMPLETED' ? 'COMPLETED' : 'PENDING'),
        captureId: view.capture?.captureId ?? null,
        amountCents: view.capture?.amountCents ?? view.totalCents,
        payer: view.payer,
      } satisfies CaptureResult;
    },

    async getOrder(providerOrderId) {
      return readOrder(await call((c) => c.getOrder({ id: providerOrderId })));
    },

    async refundCapture(input) {
      if (input.amountCents !== undefined && (!Number.isSafeInteger(input.amountCents) || input.amountCents < 1)) {
        throw new PaymentProviderError('invalid', 'a refund is a positive number of cents', { code: 'INVALID_INPUT' });
      }
      const refund = await withRetry(
        () =>
          payments.refundCapturedPayment({
            captureId: input.captureId,
            paypalRequestId: input.requestId,
            prefer: 'return=representation',
            // An empty body refunds the whole capture; an amount refunds part of it.
            body:
              input.amountCents === undefined
                ? {}
                : { amount: { currencyCode: input.currency, value: centsToValue(input.amountCents) } },
          }),
        () => {
          payments = newPaymentsController();
        },
      );
      if (refund.id === undefined) throw unreadable('refund without id');
      const status = (
        refund.status !== undefined && REFUND_STATUSES.includes(refund.status) ? refund.status : 'PENDING'
      ) as RefundStatus;
      return {
        refundId: refund.id,
        status,
        amountCents: refund.amount?.value === undefined ? (input.amountCents ?? 0) : cents(refund.amount.value),
      };
    },
  };
}

const REFUND_STATUSES: readonly string[] = ['COMPLETED', 'PENDING', 'FAILED', 'CANCELLED'] satisfies RefundStatus[];

function toOrderRequest(input: CreateOrderInput): OrderRequest {
  const money = (cents: number) => ({ currencyCode: input.currency, value: centsToValue(cents) });
  return {
    intent: CheckoutPaymentIntent.Capture,
    purchaseUnits: [
      {
        customId: input.requestId.slice(0, MAX_TEXT),
        amount: {
          ...money(input.totalCents),
          breakdown: {
            itemTotal: money(input.itemTotalCents),
            taxTotal: money(input.taxTotalCents),
            // PayPal checks total = item_total − discount + tax_total; a zero discount is left out.
            ...(input.discountCents ? { discount: money(input.discountCents) } : {}),
          },
        },
        items: input.items.map((item) => ({
          name: item.name.slice(0, MAX_TEXT),
          sku: item.sku.slice(0, MAX_TEXT),
          unitAmount: money(item.unitAmountCents),
          quantity: String(item.quantity),
          category: ItemCategory.DigitalGoods,
        })),
      },
    ],
    // Downloads ship nothing; without this PayPal asks the buyer for a postal address.
    // application_context (not payment_source.paypal) so the card button keeps working too.
    applicationContext: { shippingPreference: OrderApplicationContextShippingPreference.NoShipping },
  };
}

const CAPTURE_STATUSES: readonly string[] = [
  'COMPLETED',
  'DECLINED',
  'PENDING',
  'FAILED',
  'REFUNDED',
  'PARTIALLY_REFUNDED',
] satisfies CaptureStatus[];
const ORDER_STATUSES: readonly string[] = [
  'CREATED',
  'SAVED',
  'APPROVED',
  'VOIDED',
  'COMPLETED',
  'PAYER_ACTION_REQUIRED',
] satisfies OrderStatus[];

function unreadable(message: string): PaymentProviderError {
  return new PaymentProviderError('unavailable', `unreadable PayPal answer: ${message}`, {
    code: 'UNREADABLE_RESPONSE',
  });
}

function requireId(order: Order): string {
  if (order.id === undefined) throw unreadable('order without id');
  return order.id;
}

function cents(value: string | undefined): number {
  try {
    return value === undefined ? 0 : valueToCents(value);
  } catch {
    throw unreadable(`amount ${value}`);
  }
}

function readOrder(order: Order): ProviderOrder {
  const unit = order.purchaseUnits?.[0];
  const capture = unit?.payments?.captures?.[0];
  // The SDK's enums accept unknown strings, so narrow them here. An unknown capture status is
  // treated as PENDING: never as money received.
  const captureStatus = (
    capture?.status !== undefined && CAPTURE_STATUSES.includes(capture.status) ? capture.status : 'PENDING'
  ) as CaptureStatus;
  const status = (
    order.status !== undefined && ORDER_STATUSES.includes(order.status) ? order.status : 'CREATED'
  ) as OrderStatus;
  return {
    providerOrderId: requireId(order),
    status,
    totalCents: cents(unit?.amount?.value),
    capture:
      capture?.id === undefined
        ? null
        : { captureId: capture.id, status: captureStatus, amountCents: cents(capture.amount?.value) },
    payer: readPayer(order),
  };
}

function readPayer(order: Order): ProviderPayer {
  // `payer` is the documented place; newer answers also carry it under payment_source.paypal.
  const wallet = order.paymentSource?.paypal;
  return {
    email: order.payer?.emailAddress ?? wallet?.emailAddress ?? null,
    givenName: order.payer?.name?.givenName ?? wallet?.name?.givenName ?? null,
    surname: order.payer?.name?.surname ?? wallet?.name?.surname ?? null,
  };
}
