import {
  CURRENCY,
  PAYMENT_WATCHDOG_MS,
  formatCents,
  type CaptureResponse,
  type CreateOrderBody,
  type CreateOrderResponse,
  type CreatePaymentOrderBody,
  type CreatePaymentOrderResponse,
  type StateCode,
} from '@shop/contracts';
import type { CartItem } from '../../lib/cart-item';
import { capturePaymentOrder } from './api/capture-payment-order';
import { createOrder } from './api/create-order';
import { createPaymentOrder } from './api/create-payment-order';
import { paymentMessages } from './messages';

export type PaymentMethod = 'PAYPAL' | 'CARD' | 'SIMULATOR';

export interface PaymentRequest {
  items: readonly CartItem[];
  stateCode: StateCode;
  subtotalCents: number;
  method: PaymentMethod;
  /** The simulator and the card form know the payer up front; PayPal learns it at approval. */
  payer?: { name: string; email: string };
  /** Issue #13: a promo code the checkout applied, and the e-mail a first-order-only code needs. */
  promo?: { code: string; email?: string };
}

export interface PaymentApi {
  createPaymentOrder: (body: CreatePaymentOrderBody) => Promise<CreatePaymentOrderResponse>;
  capturePaymentOrder: (orderId: string) => Promise<CaptureResponse>;
  createOrder: (body: CreateOrderBody) => Promise<CreateOrderResponse>;
}

export const httpPaymentApi: PaymentApi = { createPaymentOrder, capturePaymentOrder, createOrder };

export type PaymentFailure = 'create' | 'capture' | 'incomplete' | 'order';

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

/** SPEC §7 create payload: items, the state, USD, CAPTURE, and the subtotal the shopper saw. */
export function buildCreateBody(request: PaymentRequest): CreatePaymentOrderBody {
  return {
    items: request.items.map((item) => ({ artworkId: item.artwork.id, quantity: item.quantity })),
    stateCode: request.stateCode,
    currency: CURRENCY,
    intent: 'CAPTURE',
    amount: formatCents(request.subtotalCents),
    paymentMethod: request.method,
    ...(request.payer ? { payer: { name: request.payer.name.trim(), email: request.payer.email.trim() } } : {}),
    ...(request.promo ? { promoCode: request.promo.code } : {}),
    ...(request.promo?.email ? { email: request.promo.email } : {}),
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
    items: request.items.map((item) => ({ artworkId: item.artwork.id, quantity: item.quantity })),
  };
}

/** Step 1: create the payment order; returns its id. */
export async function startPayment(request: PaymentRequest, api: PaymentApi = httpPaymentApi): Promise<string> {
  try {
    return (await api.createPaymentOrder(buildCreateBody(request))).id;
  } catch (error) {
    console.error('Payment order creation failed', error);
    throw new PaymentFlowError('create', paymentMessages.createFailed, undefined, { cause: error });
  }
}

/**
 * Step 2, once approved: capture; only COMPLETED goes on to the stored order (SPEC §4).
 * Returns the stored order's id for /success?order={id}.
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
  if (capture.status !== 'COMPLETED') {
    throw new PaymentFlowError('incomplete', paymentMessages.incomplete, paymentOrderId);
  }
  try {
    return (await api.createOrder(buildOrderBody(capture, request))).id;
  } catch (error) {
    console.error('Order creation failed after a captured payment', error);
    throw new PaymentFlowError('order', paymentMessages.orderFailedAfterPayment(capture.id), capture.id, {
      cause: error,
    });
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
