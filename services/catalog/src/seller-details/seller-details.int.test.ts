import { EMPTY_SELLER_DETAILS } from '@shop/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCatalog, type CatalogHarness } from '../testing/catalog-harness.js';

describe('the seller details (what invoices name)', () => {
  let harness: CatalogHarness;
  beforeAll(async () => {
    harness = await startCatalog();
  });
  afterAll(async () => {
    await harness?.close();
  });

  const get = () => harness.request('public', { method: 'GET', url: '/api/shop-identity/seller' });
  const save = (role: 'admin' | 'public', payload: object) =>
    harness.request(role, { method: 'PUT', url: '/api/shop-identity/seller', payload });

  it('names nobody until the artist sets them, and is changed by the curator only', async () => {
    const empty = await get();
    expect(empty.statusCode).toBe(200);
    expect(empty.headers['cache-control']).toBe('no-cache');
    expect(empty.json()).toEqual(EMPTY_SELLER_DETAILS);
    const refused = await save('public', { legalName: 'Mallory', address: 'Somewhere', taxId: null });
    expect(refused.statusCode).toBe(401);
    expect((await get()).json()).toEqual(EMPTY_SELLER_DETAILS);
  });

  it('keeps the legal name, the address with its lines and the tax id, trimmed', async () => {
    const saved = await save('admin', {
      legalName: '  Ada Lovelace Studio GmbH ',
      address: 'Hafenstraße 1\r\n20457 Hamburg\nGermany  ',
      taxId: ' DE123456789 ',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const expected = {
      legalName: 'Ada Lovelace Studio GmbH',
      address: 'Hafenstraße 1\n20457 Hamburg\nGermany',
      taxId: 'DE123456789',
    };
    expect(saved.json()).toEqual(expected);
    expect((await get()).json()).toEqual(expected);
    // No tax id (a small seller without one): empty is none.
    expect((await save('admin', { ...expected, taxId: '' })).json()).toEqual({ ...expected, taxId: null });
  });

  it('clears what was saved when every field is empty, so receipts name no seller again', async () => {
    const set = await save('admin', { legalName: 'Ada', address: 'Street 1', taxId: 'DE123456789' });
    expect(set.statusCode, set.body).toBe(200);
    const cleared = await save('admin', { legalName: ' ', address: '', taxId: '' });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json()).toEqual(EMPTY_SELLER_DETAILS);
    expect((await get()).json()).toEqual(EMPTY_SELLER_DETAILS);
  });

  it('refuses a name without an address or the reverse, too long a field and control characters with a message', async () => {
    const valid = { legalName: 'Ada', address: 'Street 1', taxId: null };
    for (const [payload, message] of [
      [{ ...valid, legalName: '   ' }, 'legal name'],
      [{ ...valid, address: '' }, 'address'],
      [{ legalName: '', address: '', taxId: 'DE123456789' }, 'legal name'],
      [{ ...valid, taxId: 'X'.repeat(51) }, 'VAT/tax id'],
      [{ ...valid, legalName: 'Ada\u0007' }, 'control characters'],
    ] as const) {
      const response = await save('admin', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message).toContain(message);
    }
  });
});
