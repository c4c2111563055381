import {
  CURRENCY,
  ERROR_CODES,
  PAYMENT_WATCHDOG_MS,
  formatCents,
  type CaptureResponse,
  type CreateOrderBody,
  type CreateOrderResponse,
  type CreatePaymentOrderBody,
  type CreatePaymentOrderResponse,
  type StateCode,
} from '@shop/contracts';
import { ApiError } from '../../lib/api-client';
import { cartLineInput, type CartItem } from '../../lib/cart-item';
import { savePaidCheckout, updatePaidCheckout } from '../../lib/paid-checkout';
import { capturePaymentOrder } from './api/capture-payment-order';
import { createOrder } from './api/create-order';
import { createPaymentOrder } from './api/create-payment-order';
import { paymentMessages } from './messages';

export type PaymentMethod = 'PAYPAL' | 'CARD' | 'SIMULATOR';

export interface PaymentRequest {
  items: readonly CartItem[];
  /** The US state (SPEC §7); absent outside the US. */
  stateCode?: StateCode;
  /** A country outside the US; absent for a US checkout, whose call stays SPEC's. */
  countryCode?: string;
  subtotalCents: number;
  method: PaymentMethod;
  /** The simulator and the card form know the payer up front; PayPal learns it at approval. */
  payer?: { name: string; email: string };
  /** A promo code the checkout applied, and the e-mail a first-order-only code needs. */
  promo?: { code: string; email?: string };
  /** An EU buyer ticked the consent to immediate delivery (the server refuses an EU order without it). */
  withdrawalConsent?: boolean;
}

export interface PaymentApi {
  createPaymentOrder: (body: CreatePaymentOrderBody) => Promise<CreatePaymentOrderResponse>;
  capturePaymentOrder: (orderId: string) => Promise<CaptureResponse>;
  createOrder: (body: CreateOrderBody) => Promise<CreateOrderResponse>;
}

export const httpPaymentApi: PaymentApi = { createPaymentOrder, capturePaymentOrder, createOrder };

/** `price-changed`: the server answered 409 because the cart's prices changed. */
export type PaymentFailure = 'create' | 'price-changed' | 'capture' | 'incomplete' | 'order';

/** A failed step, carrying the SPEC §8 message to show. */
export class PaymentFlowError extends Error {
  constructor(
    readonly failure: PaymentFailure,
    message: string,
    readonly paymentOrderId?: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'PaymentFlowError';
  }
}

/** SPEC §7 create payload: items, the state (or the country), USD, CAPTURE, and the subtotal the shopper saw. */
export function buildCreateBody(request: PaymentRequest): CreatePaymentOrderBody {
  return {
    items: request.items.map(cartLineInput),
    ...(request.stateCode ? { stateCode: request.stateCode } : {}),
    ...(request.countryCode ? { countryCode: request.countryCode } : {}),
    currency: CURRENCY,
    intent: 'CAPTURE',
    amount: formatCents(request.subtotalCents),
    paymentMethod: request.method,
    ...(request.payer ? { payer: { name: request.payer.name.trim(), email: request.payer.email.trim() } } : {}),
    ...(request.promo ? { promoCode: request.promo.code } : {}),
    ...(request.promo?.email ? { email: request.promo.email } : {}),
    ...(request.withdrawalConsent ? { withdrawalConsent: true } : {}),
  };
}

/** SPEC §3 order creation payload, from the capture (and the form, when PayPal gave no payer). */
export function buildOrderBody(capture: CaptureResponse, request: PaymentRequest): CreateOrderBody {
  const { given_name, surname } = capture.payer.name;
  const payerName = [given_name, surname].filter((part): part is string => Boolean(part)).join(' ');
  return {
    paypal_order_id: capture.id,
    customer_email: capture.payer.email_address ?? request.payer?.email.trim() ?? '',
    customer_name: payerName || (request.payer?.name.trim() ?? ''),
    total_amount: capture.purchase_units[0]?.amount.value ?? '0.00',
    artwork_ids: request.items.map((item) => item.artwork.id),
    items: request.items.map(cartLineInput),
  };
}

/** Step 1: create the payment order; returns its id. */
export async function startPayment(request: PaymentRequest, api: PaymentApi = httpPaymentApi): Promise<string> {
  try {
    return (await api.createPaymentOrder(buildCreateBody(request))).id;
  } catch (error) {
    if (isPriceChange(error)) {
      throw new PaymentFlowError('price-changed', error.serverMessage, undefined, { cause: error });
    }
    console.error('Payment order creation failed', error);
    throw new PaymentFlowError('create', paymentMessages.createFailed, undefined, { cause: error });
  }
}

/** The 409 `POST /paypal/order` answers when the cart's prices are not the server's any more. */
export function isPriceChange(error: unknown): error is ApiError {
  if (!(error instanceof ApiError) || error.status !== 409) return false;
  try {
    const body: unknown = JSON.parse(error.body);
    return typeof body === 'object' && body !== null && 'error' in body && body.error === ERROR_CODES.amountMismatch;
  } catch {
    return false;
  }
}

/**
 * How recording the order is retried after a capture. `POST /api/orders` is idempotent
 * on paypal_order_id, so asking again never makes a second order. Tests shorten the delays.
 */
export const orderRecording = { delaysMs: [1000, 2000, 4000] as number[] };

/** A failure that may pass: the network, a 5xx, 408 or 429. A definite 4xx is not asked again. */
function mayPass(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  return error.status >= 500 || error.status === 408 || error.status === 429;
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Records the order, retrying with back-off; returns the stored order's id. */
export async function recordOrder(body: CreateOrderBody, api: PaymentApi = httpPaymentApi): Promise<string> {
  const delays = orderRecording.delaysMs;
  for (let attempt = 0; ; attempt += 1) {
    try {
      return (await api.createOrder(body)).id;
    } catch (error) {
      const delay = delays[attempt];
      if (delay === undefined || !mayPass(error)) throw error;
      console.warn('Recording the order failed; trying again', { attempt: attempt + 1, delayMs: delay, error });
      await pause(delay);
    }
  }
}

/**
 * Step 2, once approved: capture; COMPLETED goes on to the stored order (SPEC §4), and so does
 * PENDING: PayPal holds the money (an eCheck, a payment under review), the buyer has
 * paid, and the order is stored as pending until PayPal's webhook completes or denies it.
 * Returns the stored order's id for /success?order={id}.
 *
 * From the moment the capture completes, this browser remembers the cart as paid (the
 * PayPal order id in local storage), so no page offers a second payment for it; recording the
 * order is retried, and the record says whether it finally was.
 */
export async function finishPayment(
  paymentOrderId: string,
  request: PaymentRequest,
  api: PaymentApi = httpPaymentApi,
): Promise<string> {
  let capture: CaptureResponse;
  try {
    capture = await api.capturePaymentOrder(paymentOrderId);
  } catch (error) {
    console.error('Payment capture failed', error);
    throw new PaymentFlowError('capture', paymentMessages.processingFailed, paymentOrderId, { cause: error });
  }
  if (capture.status !== 'COMPLETED' && capture.status !== 'PENDING') {
    throw new PaymentFlowError('incomplete', paymentMessages.incomplete, paymentOrderId);
  }
  const orderBody = buildOrderBody(capture, request);
  savePaidCheckout({
    paypalOrderId: capture.id,
    orderBody,
    state: 'recording',
    orderId: null,
    paidAt: new Date().toISOString(),
  });
  try {
    return await recordPaidOrder(capture.id, orderBody, api);
  } catch (error) {
    console.error('Order creation failed after a captured payment', error);
    throw new PaymentFlowError('order', paymentMessages.orderFailedAfterPayment(capture.id), capture.id, {
      cause: error,
    });
  }
}

const recordingHere = new Set<string>();

/** Whether this page is recording the order of that PayPal order right now (and not another tab, or nobody). */
export function isRecordingHere(paypalOrderId: string): boolean {
  return recordingHere.has(paypalOrderId);
}

/** Records a paid order (again), keeping the paid record in step: recording, then recorded or failed. */
export async function recordPaidOrder(
  paypalOrderId: string,
  orderBody: CreateOrderBody,
  api: PaymentApi = httpPaymentApi,
): Promise<string> {
  recordingHere.add(paypalOrderId);
  updatePaidCheckout(paypalOrderId, { state: 'recording' });
  try {
    const orderId = await recordOrder(orderBody, api);
    recordingHere.delete(paypalOrderId);
    updatePaidCheckout(paypalOrderId, { state: 'recorded', orderId });
    return orderId;
  } catch (error) {
    recordingHere.delete(paypalOrderId);
    updatePaidCheckout(paypalOrderId, { state: 'failed' });
    throw error;
  }
}

/** SPEC §4: a 30-second watchdog after the click only logs a warning. Returns its cancel. */
export function startWatchdog(
  context: Record<string, unknown> = {},
  timeoutMs: number = PAYMENT_WATCHDOG_MS,
): () => void {
  const timer = setTimeout(() => console.warn(paymentMessages.watchdog, { timeoutMs, ...context }), timeoutMs);
  return () => clearTimeout(timer);
}

export function messageOf(error: unknown, fallback: string = paymentMessages.processingFailed): string {
  return error instanceof PaymentFlowError ? error.message : fallback;
}
