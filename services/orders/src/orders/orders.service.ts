import { formatCents, type Order } from '@shop/contracts';
import { NotFound } from '@shop/platform';
import type { OrderRepository } from './orders.repository.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function createOrderService({ orders }: { orders: OrderRepository }) {
  return {
    async get(id: string): Promise<Order> {
      const row = UUID.test(id) ? await orders.findById(id) : undefined;
      if (!row) throw new NotFound('Order not found.');
      return {
        id: row.id,
        customerName: row.customer_name,
        totalAmount: formatCents(row.total_cents),
        status: row.status,
        download_links: [],
      };
    },
  };
}

export type OrderService = ReturnType<typeof createOrderService>;
