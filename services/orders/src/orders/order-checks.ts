import {
  formatCents,
  isPendingCapture,
  OrderLineInputSchema,
  parseCents,
  type CreateOrderBody,
  type OrderLineInput,
  type VerifiedPayment,
} from '@shop/contracts';
import { BadRequest, PaymentRequired } from '@shop/platform';

/**
 * The checkout sends its cart lines; either `{artworkId, quantity}` (the contract) or the cart's
 * own `{artwork: {id}, quantity}` (SPEC §3 cart item) is understood. Lines of one id are merged.
 */
export function requestedLines(items: readonly unknown[]): Map<string, number> {
  const lines = new Map<string, number>();
  items.forEach((item, index) => {
    const line = toLine(item);
    if (!line) throw new BadRequest(`items[${index}] must be {artworkId, quantity} with a quantity from 1 to 100.`);
    lines.set(line.artworkId, (lines.get(line.artworkId) ?? 0) + line.quantity);
  });
  return lines;
}

function toLine(item: unknown): OrderLineInput | undefined {
  const direct = OrderLineInputSchema.safeParse(item);
  if (direct.success) return direct.data;
  if (typeof item !== 'object' || item === null) return undefined;
  const { artwork, quantity } = item as { artwork?: unknown; quantity?: unknown };
  const id = typeof artwork === 'object' && artwork !== null ? (artwork as { id?: unknown }).id : undefined;
  const cartLine = OrderLineInputSchema.safeParse({ artworkId: typeof id === 'number' ? String(id) : id, quantity });
  return cartLine.success ? cartLine.data : undefined;
}

/** What a POST /api/orders body claims was paid for, checked for shape only (400s). */
export interface OrderClaim {
  totalCents: number;
  lines: Map<string, number> | undefined;
  artworkIds: Set<string> | undefined;
  email: string;
}

export function parseOrderClaim(body: CreateOrderBody): OrderClaim {
  const email = body.customer_email.trim();
  if (email !== '' && !EMAIL.test(email)) throw new BadRequest('customer_email is not an email address.');
  return {
    // The contract admits only "59.37"-form amounts, which parseCents always reads.
    totalCents: parseCents(body.total_amount),
    lines: body.items !== undefined && body.items.length > 0 ? requestedLines(body.items) : undefined,
    artworkIds: body.artwork_ids !== undefined && body.artwork_ids.length > 0 ? new Set(body.artwork_ids) : undefined,
    email,
  };
}

/**
 * The stored order must be exactly what was paid for: captured, for the same total and
 * the same lines. Anything else is a 402: the payment does not cover this order.
 */
export function assertPaymentCovers(claim: OrderClaim, payment: VerifiedPayment | undefined): VerifiedPayment {
  if (!payment) throw new PaymentRequired('No payment was found for this PayPal order.');
  // A capture PayPal holds (PENDING) is stored as a pending order without downloads.
  if (!payment.captured && !isPendingCapture(payment)) {
    throw new PaymentRequired('The payment for this PayPal order is not completed.');
  }
  if (claim.totalCents !== payment.totalCents) {
    throw new PaymentRequired(`total_amount does not match the payment: ${formatCents(payment.totalCents)} was paid.`);
  }
  const paid = new Map(payment.items.map((item) => [item.artworkId, item.quantity]));
  if (claim.lines) {
    const requested = claim.lines;
    const same = requested.size === paid.size && [...requested].every(([id, quantity]) => paid.get(id) === quantity);
    if (!same) throw new PaymentRequired('The items do not match what was paid for.');
  }
  if (claim.artworkIds) {
    const named = claim.artworkIds;
    const paidArtworks = payment.items.filter((item) => item.kind === 'artwork').map((item) => item.artworkId);
    const same = [...named].every((id) => paid.has(id)) && paidArtworks.every((id) => named.has(id));
    if (!same) throw new PaymentRequired('The artworks do not match what was paid for.');
  }
  return payment;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
