import { describe, expect, it } from 'vitest';
import { bindRepositories } from './db.js';

describe('bindRepositories', () => {
  it('makes each repository on the database it is given, under its name', () => {
    const createRepositories = bindRepositories({
      orders: (db: { name: string }) => ({ table: 'orders', db: db.name }),
      refunds: (db: { name: string }) => ({ table: 'refunds', db: db.name }),
    });
    expect(createRepositories({ name: 'pool' })).toEqual({
      orders: { table: 'orders', db: 'pool' },
      refunds: { table: 'refunds', db: 'pool' },
    });
    expect(createRepositories({ name: 'transaction' }).refunds.db).toBe('transaction');
  });
});
