import { COMMISSION_MESSAGES, isId, type CommissionBriefBody, type PublicCommission } from '@shop/contracts';
import { Conflict, NotFound } from '@shop/platform';
import type { CommissionRow } from '../db/schema.js';
import type { OrderRepository } from '../orders/orders.repository.js';
import { downloadUrl } from '../downloads/download-tokens.js';
import { toBrief } from './commission-mappers.js';
import type { CommissionRepository } from './commissions.repository.js';

export interface CommissionServiceDeps {
  commissions: CommissionRepository;
  orders: OrderRepository;
  publicBaseUrl: string;
  downloadTokenSecret: string;
}

/** The buyer's side of a logo commission: the order id is the secret, as for the order page. */
export function createCommissionService(deps: CommissionServiceDeps) {
  const { commissions, orders } = deps;

  async function assertOrder(orderId: string): Promise<void> {
    const order = isId(orderId) ? await orders.findById(orderId) : undefined;
    if (!order) throw new NotFound('Order not found.');
  }

  async function toPublic(rows: readonly CommissionRow[], orderId: string): Promise<PublicCommission[]> {
    const delivered = rows.some((row) => row.status === 'delivered')
      ? await commissions.listDeliveredFiles(orderId)
      : [];
    return rows.map((row, index) => ({
      id: row.id,
      number: index + 1,
      productName: row.product_name,
      status: row.status,
      isBriefEditable: row.status === 'awaiting_brief' || row.status === 'brief_received',
      brief: toBrief(row),
      deliveredAt: row.delivered_at?.toISOString() ?? null,
      files: delivered
        .filter((file) => file.commission_id === row.id)
        .map((file) => ({
          originalName: file.original_name,
          downloadUrl: downloadUrl(deps.publicBaseUrl, deps.downloadTokenSecret, file.grant_id),
        })),
    }));
  }

  return {
    async listForOrder(orderId: string): Promise<PublicCommission[]> {
      await assertOrder(orderId);
      return toPublic(await commissions.listForOrder(orderId), orderId);
    },

    /** Editable until the curator uploads the first file; after that a 409 says why. */
    async saveBrief(orderId: string, commissionId: string, brief: CommissionBriefBody): Promise<PublicCommission> {
      await assertOrder(orderId);
      if (!isId(commissionId)) throw new NotFound(COMMISSION_MESSAGES.notFound);
      const saved = await commissions.saveBrief(orderId, commissionId, brief);
      if (!saved) {
        const existing = await commissions.findInOrder(orderId, commissionId);
        if (!existing) throw new NotFound(COMMISSION_MESSAGES.notFound);
        throw new Conflict(COMMISSION_MESSAGES.briefLocked);
      }
      const all = await toPublic(await commissions.listForOrder(orderId), orderId);
      const answer = all.find((commission) => commission.id === commissionId);
      if (!answer) throw new NotFound(COMMISSION_MESSAGES.notFound);
      return answer;
    },
  };
}

export type CommissionService = ReturnType<typeof createCommissionService>;
