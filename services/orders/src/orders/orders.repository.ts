import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

export function createOrderRepository(db: Kysely<Database>) {
  return {
    async findById(id: string) {
      return db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirst();
    },
  };
}

export type OrderRepository = ReturnType<typeof createOrderRepository>;
