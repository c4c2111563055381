import { multiplyRateCents } from '@shop/contracts';

/** What a refund gives back, split the way the order was charged (sales subtract each part). */
export interface RefundParts {
  /** At list price. */
  subtotalCents: number;
  /** The share of the order's promo discount this part carried. */
  discountCents: number;
  taxCents: number;
  /** subtotal − discount + tax: what goes back to the buyer. */
  amountCents: number;
}

export interface OrderMoney {
  subtotal_cents: number;
  discount_cents: number;
  tax_cents: number;
  total_cents: number;
  /** The state's rate as stored ("0.0725"); null on orders from before it was kept. */
  tax_rate: string | null;
}

const sum = (parts: readonly RefundParts[], key: keyof RefundParts) => parts.reduce((s, p) => s + p[key], 0);

/**
 * One line: its price less its share of the order's promo discount (in proportion to its list
 * price, as sales counts it), plus the tax on that net: round(net × the order's stored rate).
 */
export function lineRefundParts(order: OrderMoney, line: { unit_price_cents: number; quantity: number }): RefundParts {
  const subtotalCents = line.unit_price_cents * line.quantity;
  const discountCents =
    order.subtotal_cents > 0 ? Math.round((subtotalCents * order.discount_cents) / order.subtotal_cents) : 0;
  const net = subtotalCents - discountCents;
  const taxable = order.subtotal_cents - order.discount_cents;
  const taxCents =
    order.tax_rate !== null
      ? multiplyRateCents(net, order.tax_rate)
      : taxable > 0
        ? Math.round((net * order.tax_cents) / taxable)
        : 0;
  return { subtotalCents, discountCents, taxCents, amountCents: net + taxCents };
}

/** What is left of the order after the refunds so far: the whole order's refund. */
export function remainingParts(order: OrderMoney, refunded: readonly RefundParts[]): RefundParts {
  return {
    subtotalCents: order.subtotal_cents - sum(refunded, 'subtotalCents'),
    discountCents: order.discount_cents - sum(refunded, 'discountCents'),
    taxCents: order.tax_cents - sum(refunded, 'taxCents'),
    amountCents: order.total_cents - sum(refunded, 'amountCents'),
  };
}

/**
 * An amount PayPal refunded on its side, with no lines: its tax share in the order's proportion,
 * the rest counted as net sales refunded.
 */
export function amountParts(order: OrderMoney, amountCents: number): RefundParts {
  const taxCents = order.total_cents > 0 ? Math.round((amountCents * order.tax_cents) / order.total_cents) : 0;
  return { subtotalCents: amountCents - taxCents, discountCents: 0, taxCents, amountCents };
}
