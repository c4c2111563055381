import { randomUUID } from 'node:crypto';
import type { OrdersDeps } from '@shop/orders/deps';

export interface PaidOrderOptions {
  email: string;
  customerName?: string;
  /** The one line: an artwork of $19.99 (CA tax $1.45). */
  line?: { artworkId?: string; title?: string };
  /** A download grant for the line, for the receipt's link. */
  grant?: { id: string; originalName: string; expiresAt: Date };
}

/**
 * A paid order as orders stores it: its row, one line, a grant when asked, and the order.paid
 * outbox row, in one transaction, so the relay publishes it and this service sends the receipt.
 */
export async function storePaidOrder(db: OrdersDeps['db'], options: PaidOrderOptions): Promise<string> {
  const artworkId = options.line?.artworkId ?? randomUUID();
  return db.transaction().execute(async (trx) => {
    const order = await trx
      .insertInto('orders')
      .values({
        paypal_order_id: `PAID-${randomUUID()}`,
        customer_email: options.email,
        customer_name: options.customerName ?? 'Grace Hopper',
        subtotal_cents: 1999,
        tax_cents: 145,
        total_cents: 2144,
        state_code: 'CA',
        tax_rate: '0.0725',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('order_lines')
      .values({
        order_id: order.id,
        position: 0,
        kind: 'artwork',
        product_kind: 'artwork',
        artwork_id: artworkId,
        title: options.line?.title ?? 'Neon Fox',
        quantity: 1,
        unit_price_cents: 1999,
      })
      .execute();
    if (options.grant) {
      await trx
        .insertInto('download_grants')
        .values({
          id: options.grant.id,
          order_id: order.id,
          position: 0,
          artwork_id: artworkId,
          token_hash: randomUUID(),
          storage_key: `originals/${options.grant.id}.png`,
          original_name: options.grant.originalName,
          mime_type: 'image/png',
          expires_at: options.grant.expiresAt,
        })
        .execute();
    }
    await trx.insertInto('order_outbox').values({ type: 'order.paid', order_id: order.id }).execute();
    return order.id;
  });
}
