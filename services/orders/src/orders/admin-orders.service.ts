import {
  formatCents,
  isId,
  orderLineLicence,
  type AdminDownloadGrant,
  type AdminOrderDetail,
  type AdminOrderList,
  type AdminOrderSummary,
  type ListAdminOrdersQuery,
  type OrderStatus,
} from '@shop/contracts';
import { Conflict, NotFound } from '@shop/platform';
import type { DownloadGrantRow, OrderLineRow, OrderRow } from '../db/schema.js';
import { lineRefundParts, remainingParts } from '../refunds/refund-amounts.js';
import type { RefundRepository } from '../refunds/refunds.repository.js';
import { partsOf, toAdminRefund } from '../refunds/refunds.service.js';
import { taxNameOf } from './order-tax.js';
import type { OrderRepository } from './orders.repository.js';

export interface AdminOrderServiceDeps {
  orders: OrderRepository;
  /** The order's refunds, shown with it. */
  refunds: RefundRepository;
  now?: () => Date;
}

function toSummary(row: OrderRow, itemCount: number): AdminOrderSummary {
  return {
    id: row.id,
    paypalOrderId: row.paypal_order_id,
    captureId: row.capture_id,
    customerEmail: row.customer_email,
    customerName: row.customer_name,
    status: row.status,
    stateCode: row.state_code,
    countryCode: row.country_code,
    taxName: taxNameOf(row),
    subtotal: formatCents(row.subtotal_cents),
    discount: formatCents(row.discount_cents),
    tax: formatCents(row.tax_cents),
    total: formatCents(row.total_cents),
    itemCount,
    createdAt: row.created_at.toISOString(),
    invoiceNumber: row.invoice_number,
  };
}

function toLine(row: OrderLineRow, refundCents: number): AdminOrderDetail['lines'][number] {
  return {
    id: row.id,
    refundedAt: row.refunded_at?.toISOString() ?? null,
    refundAmount: formatCents(refundCents),
    artworkId: row.artwork_id,
    title: row.title,
    productKind: row.product_kind,
    category: row.category,
    quantity: row.quantity,
    unitPrice: formatCents(row.unit_price_cents),
    lineTotal: formatCents(row.unit_price_cents * row.quantity),
    ...orderLineLicence(row),
  };
}

function toGrant(row: DownloadGrantRow, now: Date): AdminDownloadGrant {
  return {
    id: row.id,
    artworkId: row.artwork_id,
    originalName: row.original_name,
    downloadCount: row.download_count,
    lastDownloadedAt: row.last_downloaded_at?.toISOString() ?? null,
    expiresAt: row.expires_at.toISOString(),
    isExpired: row.expires_at.getTime() <= now.getTime(),
    revokedAt: row.revoked_at?.toISOString() ?? null,
  };
}

/** What the payment provider holds for each order status. */
const PAYMENT_STATUS: Record<OrderStatus, string> = {
  pending: 'pending',
  completed: 'captured',
  partially_refunded: 'partially refunded',
  refunded: 'refunded',
  reversed: 'reversed',
  denied: 'denied',
};

/** The curator's view of orders; the public order page stays in orders.service. */
export function createAdminOrderService(deps: AdminOrderServiceDeps) {
  const { orders } = deps;
  const now = deps.now ?? (() => new Date());

  return {
    async list(query: ListAdminOrdersQuery): Promise<AdminOrderList> {
      const { rows, total } = await orders.listForAdmin(query);
      const nextOffset = query.offset + rows.length < total ? query.offset + rows.length : null;
      return { orders: rows.map((row) => toSummary(row, row.item_count)), total, nextOffset };
    },

    async get(id: string): Promise<AdminOrderDetail> {
      const row = isId(id) ? await orders.findById(id) : undefined;
      if (!row) throw new NotFound('Order not found.');
      const [lines, grants, refunds] = await Promise.all([
        orders.listLines(row.id),
        orders.listGrants(row.id),
        deps.refunds.listRefunds(row.id),
      ]);
      const at = now();
      const left = remainingParts(row, refunds.map(partsOf));
      const open = lines.filter((line) => line.refunded_at === null);
      // What a refund of each line would give back; the last open line takes what is left.
      const refundCentsOf = (line: OrderLineRow) =>
        line.refunded_at !== null
          ? 0
          : open.length === 1
            ? left.amountCents
            : Math.min(lineRefundParts(row, line).amountCents, left.amountCents);
      return {
        ...toSummary(
          row,
          lines.reduce((sum, line) => sum + line.quantity, 0),
        ),
        taxRate: row.tax_rate,
        promoCode: row.promo_code,
        // Only captured payments become orders; a refund is the one later change.
        paymentStatus: PAYMENT_STATUS[row.status],
        lines: lines.map((line) => toLine(line, refundCentsOf(line))),
        grants: grants.map((grant) => toGrant(grant, at)),
        refunds: refunds.map((refund) => toAdminRefund(refund, lines)),
        refunded: formatCents(row.total_cents - left.amountCents),
        refundable: formatCents(['completed', 'partially_refunded'].includes(row.status) ? left.amountCents : 0),
      };
    },

    /** The curator gives a buyer more time; a revoked grant stays revoked. */
    async extendGrant(orderId: string, grantId: string, days: number): Promise<AdminDownloadGrant> {
      const row = isId(orderId) && isId(grantId) ? await orders.extendGrant(orderId, grantId, days) : undefined;
      if (!row) throw new NotFound('Download grant not found.');
      if (row.revoked_at) throw new Conflict('This download grant was revoked, so it cannot be extended.');
      return toGrant(row, now());
    },

    async revokeGrant(orderId: string, grantId: string): Promise<AdminDownloadGrant> {
      const row = isId(orderId) && isId(grantId) ? await orders.revokeGrant(orderId, grantId) : undefined;
      if (!row) throw new NotFound('Download grant not found.');
      return toGrant(row, now());
    },
  };
}

export type AdminOrderService = ReturnType<typeof createAdminOrderService>;
