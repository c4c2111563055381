import { listCommissions, getOrder } from '@shop/contracts';
import type { CommissionStatus } from '@shop/contracts';

export const commissionKeys = {
  all: [listCommissions.path] as const,
  list: (status: CommissionStatus | undefined) => [...commissionKeys.all, 'list', status ?? 'all'] as const,
  detail: (id: string) => [...commissionKeys.all, 'detail', id] as const,
  /** The buyer's view lives under the order, as GET /api/orders/:id does. */
  ofOrder: (orderId: string) => [getOrder.path, orderId, 'commissions'] as const,
};
