import { randomUUID } from 'node:crypto';
import { computeTax } from '@shop/contracts';
import type { OrdersDeps } from '@shop/orders/deps';

export interface PaidLineOptions {
  artworkId?: string;
  /** 'Neon Fox' unless told. */
  title?: string;
  /** $19.99 unless told. */
  unitPriceCents?: number;
  /** A pack's artwork credits and how many are used: the line is a package. */
  pack?: { credits: number; used: number };
}

export interface PaidGrantOptions {
  /** A random id unless told. */
  id?: string;
  originalName: string;
  /**
   * The index of the line it belongs to: an artwork line's download (the line's work), or a pack's
   * pick (tied to the line, with a work of its own). A grant of no line when absent.
   */
  of?: number;
  /** A pick's own title. */
  title?: string;
  /** December 25, 2026 at 10:00 AM UTC unless told. */
  expiresAt?: Date;
  revokedAt?: Date;
}

export interface PaidOrderOptions {
  email: string;
  customerName?: string;
  /** `PAID-<uuid>` unless told. */
  paypalOrderId?: string;
  /** One artwork of $19.99 unless told. */
  lines?: PaidLineOptions[];
  /** The download grants, in their positions' order. */
  grants?: PaidGrantOptions[];
  /** California's 7.25% of the subtotal unless told; null: no tax and no state. */
  taxCents?: number | null;
  /**
   * The order.paid outbox row: 'unpublished' (the default) has the relay publish it and this
   * service send the receipt; 'published' is a receipt sent long ago; 'none' writes no row.
   */
  paidEvent?: 'unpublished' | 'published' | 'none';
}

const EXPIRES_AT = new Date('2026-12-25T10:00:00.000Z');

/**
 * A paid order as orders stores it: its row, its lines, its grants and the order.paid outbox row,
 * in one transaction, so (by default) the relay publishes it and this service sends the receipt.
 */
export async function storePaidOrder(db: OrdersDeps['db'], options: PaidOrderOptions): Promise<string> {
  const lines = (options.lines ?? [{}]).map((line) => ({
    ...line,
    artworkId: line.artworkId ?? randomUUID(),
    unitPriceCents: line.unitPriceCents ?? 1999,
  }));
  const subtotalCents = lines.reduce((sum, line) => sum + line.unitPriceCents, 0);
  const taxCents = options.taxCents === undefined ? computeTax(subtotalCents, 'CA').taxCents : options.taxCents;
  return db.transaction().execute(async (trx) => {
    const order = await trx
      .insertInto('orders')
      .values({
        paypal_order_id: options.paypalOrderId ?? `PAID-${randomUUID()}`,
        customer_email: options.email,
        customer_name: options.customerName ?? 'Grace Hopper',
        subtotal_cents: subtotalCents,
        tax_cents: taxCents ?? 0,
        total_cents: subtotalCents + (taxCents ?? 0),
        ...(taxCents === null ? {} : { state_code: 'CA', tax_rate: '0.0725' }),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const lineIds: string[] = [];
    for (const [position, line] of lines.entries()) {
      const stored = await trx
        .insertInto('order_lines')
        .values({
          order_id: order.id,
          position,
          ...(line.pack
            ? { kind: 'package', credits: line.pack.credits, credits_used: line.pack.used }
            : { kind: 'artwork', product_kind: 'artwork' }),
          artwork_id: line.artworkId,
          title: line.title ?? 'Neon Fox',
          quantity: 1,
          unit_price_cents: line.unitPriceCents,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      lineIds.push(stored.id);
    }
    for (const [position, grant] of (options.grants ?? []).entries()) {
      const id = grant.id ?? randomUUID();
      const line = grant.of === undefined ? undefined : lines[grant.of];
      const pick = line?.pack !== undefined;
      await trx
        .insertInto('download_grants')
        .values({
          id,
          order_id: order.id,
          ...(pick ? { order_line_id: lineIds[grant.of ?? 0] } : {}),
          position,
          artwork_id: line && !pick ? line.artworkId : randomUUID(),
          ...(grant.title === undefined ? {} : { title: grant.title }),
          token_hash: randomUUID(),
          storage_key: `originals/${id}.png`,
          original_name: grant.originalName,
          mime_type: 'image/png',
          expires_at: grant.expiresAt ?? EXPIRES_AT,
          ...(grant.revokedAt === undefined ? {} : { revoked_at: grant.revokedAt }),
        })
        .execute();
    }
    const paidEvent = options.paidEvent ?? 'unpublished';
    if (paidEvent !== 'none') {
      await trx
        .insertInto('order_outbox')
        .values({
          type: 'order.paid',
          order_id: order.id,
          ...(paidEvent === 'published' ? { published_at: new Date() } : {}),
        })
        .execute();
    }
    return order.id;
  });
}
