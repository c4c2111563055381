import type { CURRENCY } from '@shop/contracts';

/**
 * The payments service talks to a payment provider only through this interface, so `deps.ts` can
 * pick PayPal or the simulator (ARCHITECTURE: PAYMENTS_PROVIDER) and no SDK type leaks past it.
 * Money is integer cents everywhere here; only the PayPal adapter speaks "14.99" strings.
 */
export interface ProviderItem {
  name: string;
  sku: string;
  unitAmountCents: number;
  quantity: number;
}

export interface ProviderPayer {
  email: string | null;
  givenName: string | null;
  surname: string | null;
}

export interface CreateOrderInput {
  /** Idempotency key: the same id returns the same order instead of a second one. */
  requestId: string;
  currency: typeof CURRENCY;
  items: ProviderItem[];
  itemTotalCents: number;
  /** A promo discount, taken off the item total before tax (PayPal's breakdown.discount). */
  discountCents?: number;
  taxTotalCents: number;
  totalCents: number;
  /** Only the simulator uses it (it has no buyer approval step to learn the payer from). */
  payer?: ProviderPayer;
}

export interface CreatedOrder {
  providerOrderId: string;
  status: string;
}

/** PayPal capture statuses (Orders v2 `purchase_units[].payments.captures[].status`). */
export type CaptureStatus = 'COMPLETED' | 'DECLINED' | 'PENDING' | 'FAILED' | 'REFUNDED' | 'PARTIALLY_REFUNDED';

export interface CaptureResult {
  providerOrderId: string;
  /** Only COMPLETED means money moved; PENDING and DECLINED come back with HTTP 201 too. */
  status: CaptureStatus;
  captureId: string | null;
  amountCents: number;
  payer: ProviderPayer;
}

export type OrderStatus = 'CREATED' | 'SAVED' | 'APPROVED' | 'VOIDED' | 'COMPLETED' | 'PAYER_ACTION_REQUIRED';

export interface ProviderOrder {
  providerOrderId: string;
  status: OrderStatus;
  totalCents: number;
  /** Set once the order has a capture; lets the service answer "is this paid?" after a crash. */
  capture: { captureId: string; status: CaptureStatus; amountCents: number } | null;
  payer: ProviderPayer;
}

/** Money back to the buyer from one capture. */
export interface RefundInput {
  /** The simulator finds its record by the order; PayPal needs only the capture. */
  providerOrderId: string;
  captureId: string;
  currency: typeof CURRENCY;
  /** Integer cents; the whole capture when left out (PayPal: an empty body). */
  amountCents?: number;
  /** Idempotency key (PayPal-Request-Id): the same id returns the same refund instead of a second one. */
  requestId: string;
}

/** PayPal refund statuses (`/v2/payments/refunds`). Only COMPLETED means the money went back. */
export type RefundStatus = 'COMPLETED' | 'PENDING' | 'FAILED' | 'CANCELLED';

export interface RefundResult {
  refundId: string;
  status: RefundStatus;
  amountCents: number;
}

export interface PaymentProvider {
  readonly mode: 'paypal' | 'simulator';
  createOrder(input: CreateOrderInput): Promise<CreatedOrder>;
  captureOrder(providerOrderId: string, requestId: string): Promise<CaptureResult>;
  getOrder(providerOrderId: string): Promise<ProviderOrder>;
  refundCapture(input: RefundInput): Promise<RefundResult>;
}

export type PaymentProviderErrorKind =
  | 'declined'
  | 'already_captured'
  | 'not_found'
  | 'expired_or_not_approved'
  | 'unavailable'
  | 'invalid'
  /** The refund is more than is left of the capture (or it is fully refunded). */
  | 'refund_exceeds_capture'
  /** PayPal will not refund this capture (too old, still pending, not allowed). */
  | 'refund_refused';

/**
 * The only error a provider throws. `code` is the provider's own name for it (PayPal's
 * `details[].issue` or `name`, e.g. INSTRUMENT_DECLINED) and `debugId` is what PayPal support asks
 * for; both are plain strings so callers can log them without knowing the SDK.
 */
export class PaymentProviderError extends Error {
  override readonly name = 'PaymentProviderError';
  readonly code: string | undefined;
  readonly debugId: string | undefined;
  readonly httpStatus: number | undefined;
  /** True when the same call may succeed later (5xx, 429, network); drives the retry. */
  readonly retryable: boolean;

  constructor(
    readonly kind: PaymentProviderErrorKind,
    message: string,
    details: { code?: string; debugId?: string; httpStatus?: number; retryable?: boolean } = {},
  ) {
    super(message);
    this.code = details.code;
    this.debugId = details.debugId;
    this.httpStatus = details.httpStatus;
    this.retryable = details.retryable ?? false;
  }
}

export function isPaymentProviderError(err: unknown): err is PaymentProviderError {
  return err instanceof PaymentProviderError;
}

/** Cheap local checks that PayPal would otherwise answer with a 422 after a network round trip. */
export function assertValidOrderInput(input: CreateOrderInput): void {
  const fail = (message: string): never => {
    throw new PaymentProviderError('invalid', message, { code: 'INVALID_INPUT' });
  };
  if (input.items.length === 0) fail('an order needs at least one item');
  const discountCents = input.discountCents ?? 0;
  const cents = [input.itemTotalCents, discountCents, input.taxTotalCents, input.totalCents];
  for (const item of input.items) {
    if (!Number.isSafeInteger(item.quantity) || item.quantity < 1) {
      fail(`item ${item.sku}: quantity must be a positive integer`);
    }
    cents.push(item.unitAmountCents);
  }
  if (cents.some((c) => !Number.isSafeInteger(c) || c < 0)) fail('amounts must be integer cents ≥ 0');
  const itemSum = input.items.reduce((sum, i) => sum + i.unitAmountCents * i.quantity, 0);
  // PayPal rejects these as ITEM_TOTAL_MISMATCH / AMOUNT_MISMATCH.
  if (itemSum !== input.itemTotalCents) fail('itemTotalCents is not the sum of the items');
  if (discountCents > input.itemTotalCents) fail('discountCents is above itemTotalCents');
  if (input.itemTotalCents - discountCents + input.taxTotalCents !== input.totalCents) {
    fail('totalCents is not itemTotalCents − discountCents + taxTotalCents');
  }
}
