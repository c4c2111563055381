import { randomUUID } from 'node:crypto';
import type { LineKind, ProductKind, SellerDetails, SoldLicence } from '@shop/contracts';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { grantColumns, type NewGrantRow } from './grant-queries.js';

export interface NewOrder {
  paypalOrderId: string;
  /**
   * `pending` while PayPal holds the capture: stored without grants and without
   * `order.paid`, both of which come when the capture completes. Default `completed`.
   */
  status?: 'pending' | 'completed';
  customerEmail: string;
  customerName: string;
  subtotalCents: number;
  taxCents: number;
  totalCents: number;
  stateCode: string | null;
  taxRate: string | null;
  /** Absent means the US, as on every order before it. */
  countryCode?: string;
  taxName?: string | null;
  captureId: string | null;
  /** Promo codes; absent means no discount. */
  discountCents?: number;
  promoCode?: string | null;
  /** The paying checkout's secret, hashed, as payments reported it. */
  checkoutProofHash?: string | null;
  /** When an EU buyer agreed to immediate delivery, and the seller the invoice names. */
  withdrawalConsentAt?: Date | null;
  seller?: SellerDetails | null;
  lines: {
    kind: LineKind;
    productKind: ProductKind;
    category: string | null;
    artworkId: string;
    title: string;
    quantity: number;
    unitPriceCents: number;
    /** Artwork credits of a pack line (contracts pack-credits.ts), null on others. */
    credits?: number | null;
    /** The licence tier sold with an artwork, its text as it was; absent or null: the shop licence. */
    licence?: SoldLicence | null;
  }[];
  grants: NewGrantRow[];
}

/**
 * A new order with its lines, its download grants and, for a paid one, its `order.paid` outbox
 * row, as ONE statement: data-modifying CTEs, each child insert taking its rows only when the
 * order's own insert returned a row. A recording was seven round trips (begin, four inserts, the
 * invoice number, commit) and is the checkout's busiest step; this is one of them. The order's id
 * is made here, so the children need not wait for it. Undefined when the PayPal order already
 * has an order (another recording won): then nothing at all was written.
 *
 * Children come from `jsonb_populate_recordset` over their table's own row type, so every value
 * is cast exactly as the table declares it (an insert from `VALUES` would type them as text).
 */
export async function insertOrderWithItems(trx: Kysely<Database>, order: NewOrder): Promise<string | undefined> {
  const orderId = randomUUID();
  const lines = order.lines.map((line, position) => ({
    position,
    kind: line.kind,
    product_kind: line.productKind,
    category: line.category,
    artwork_id: line.artworkId,
    title: line.title,
    quantity: line.quantity,
    unit_price_cents: line.unitPriceCents,
    credits: line.credits ?? null,
    licence_id: line.licence?.id ?? null,
    licence_name: line.licence?.name ?? null,
    licence_text: line.licence?.text ?? null,
  }));
  // JSON writes `expires_at` as its ISO time, which the timestamp column reads back exactly.
  const grants = order.grants.map((grant, position) => ({ ...grantColumns(grant), position }));
  const isPaid = order.status !== 'pending';

  const { rows } = await sql<{ id: string }>`
    with new_order as (
      ${trx
        .insertInto('orders')
        .values({
          id: orderId,
          paypal_order_id: order.paypalOrderId,
          customer_email: order.customerEmail,
          customer_name: order.customerName,
          subtotal_cents: order.subtotalCents,
          tax_cents: order.taxCents,
          total_cents: order.totalCents,
          state_code: order.stateCode,
          tax_rate: order.taxRate,
          country_code: order.countryCode ?? 'US',
          tax_name: order.taxName ?? null,
          capture_id: order.captureId,
          discount_cents: order.discountCents ?? 0,
          promo_code: order.promoCode ?? null,
          checkout_proof_hash: order.checkoutProofHash ?? null,
          withdrawal_consent_at: order.withdrawalConsentAt ?? null,
          seller: order.seller ? JSON.stringify(order.seller) : null,
          status: order.status ?? 'completed',
        })
        .onConflict((oc) => oc.column('paypal_order_id').doNothing())
        .returning('id')}
    ),
    new_lines as (
      insert into order_lines (order_id, position, kind, product_kind, category, artwork_id, title, quantity,
        unit_price_cents, credits, licence_id, licence_name, licence_text)
      select new_order.id, line.position, line.kind, line.product_kind, line.category, line.artwork_id, line.title,
        line.quantity, line.unit_price_cents, line.credits, line.licence_id, line.licence_name, line.licence_text
      from new_order, jsonb_populate_recordset(null::order_lines, ${JSON.stringify(lines)}::jsonb) as line
    ),
    new_grants as (
      insert into download_grants (id, order_id, position, artwork_id, order_line_id, title, token_hash, storage_key,
        original_name, mime_type, expires_at)
      select grant_row.id, new_order.id, grant_row.position, grant_row.artwork_id, grant_row.order_line_id,
        grant_row.title, grant_row.token_hash, grant_row.storage_key, grant_row.original_name, grant_row.mime_type,
        grant_row.expires_at
      from new_order, jsonb_populate_recordset(null::download_grants, ${JSON.stringify(grants)}::jsonb) as grant_row
    ),
    paid_event as (
      -- Announced only if this commits (events/outbox-relay.ts publishes it); a pending order is
      -- announced when its capture completes (payment-events/).
      insert into order_outbox (type, order_id)
      select 'order.paid', new_order.id from new_order where ${isPaid}
    )
    select id from new_order`.execute(trx);
  return rows[0]?.id;
}
