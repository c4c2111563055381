import type { InternalLicenceTier, LicenceTier } from '@shop/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCatalog, type CatalogHarness } from '../testing/catalog-harness.js';

describe('the licence tiers (GET/PUT /api/licences)', () => {
  let harness: CatalogHarness;
  beforeAll(async () => {
    harness = await startCatalog();
  });
  afterAll(async () => {
    await harness?.close();
  });

  const list = async () => (await harness.request('public', { method: 'GET', url: '/api/licences' })).json();
  const save = (role: 'admin' | 'public', licences: object[]) =>
    harness.request(role, { method: 'PUT', url: '/api/licences', payload: { licences } });
  const lookup = async (withLicences?: boolean) =>
    (
      await harness.request('public', {
        method: 'POST',
        url: '/internal/artworks/lookup',
        payload: {
          ids: ['00000000-0000-4000-8000-000000000000'],
          ...(withLicences === undefined ? {} : { withLicences }),
        },
      })
    ).json<{ artworks: unknown[]; licences?: InternalLicenceTier[] }>();

  const personal = { name: 'Personal', text: 'Prints for your home.', priceDifference: '0.00' };
  const commercial = {
    name: 'Commercial',
    text: 'Use in products you sell.\nNo resale of the file.',
    priceDifference: '25.00',
  };
  const extended = { name: 'Extended', text: 'Print-on-demand up to 5,000 copies.', priceDifference: '90.00' };

  it('has none until the artist defines some (the shop licence), and only the curator saves', async () => {
    const response = await harness.request('public', { method: 'GET', url: '/api/licences' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.json()).toEqual({ licences: [] });
    expect((await save('public', [personal])).statusCode).toBe(401);
    expect(await list()).toEqual({ licences: [] });
    // SPEC's callers of the lookup see exactly what they saw before.
    expect(await lookup()).toEqual({ artworks: [] });
    expect(await lookup(true)).toEqual({ artworks: [], licences: [] });
  });

  it('keeps three tiers in order, trimmed, with ids that survive an edit and a reorder', async () => {
    const saved = await save('admin', [personal, { ...commercial, name: '  Commercial ' }, extended]);
    expect(saved.statusCode, saved.body).toBe(200);
    const tiers = saved.json<{ licences: LicenceTier[] }>().licences;
    expect(tiers.map(({ name, text, priceDifference }) => ({ name, text, priceDifference }))).toEqual([
      personal,
      commercial,
      extended,
    ]);
    expect(await list()).toEqual({ licences: tiers });

    const [p, c, e] = tiers as [LicenceTier, LicenceTier, LicenceTier];
    const reordered = await save('admin', [
      { ...c, priceDifference: '30.00' },
      { id: p.id, name: p.name, text: 'Edited.', priceDifference: p.priceDifference },
    ]);
    expect(reordered.statusCode, reordered.body).toBe(200);
    expect(reordered.json()).toEqual({
      licences: [
        { ...c, priceDifference: '30.00' },
        { ...p, text: 'Edited.' },
      ],
    });
    // The removed tier is gone; payments gets the texts and cents in the same order.
    expect((await list()).licences.map((tier: LicenceTier) => tier.id)).not.toContain(e.id);
    expect((await lookup(true)).licences).toEqual([
      { id: c.id, name: 'Commercial', text: commercial.text, priceDifferenceCents: 3000 },
      { id: p.id, name: 'Personal', text: 'Edited.', priceDifferenceCents: 0 },
    ]);

    expect((await save('admin', [])).json()).toEqual({ licences: [] });
    expect(await list()).toEqual({ licences: [] });
  });

  it('refuses a fourth tier, a repeated or empty name, a bad price and an unknown id with a message', async () => {
    await save('admin', [personal]);
    const before = await list();
    for (const [licences, message] of [
      [[personal, commercial, extended, { ...extended, name: 'Fourth' }], 'at most 3 licences'],
      [[personal, { ...commercial, name: 'personal' }], 'same name'],
      [[{ ...personal, name: '  ' }], 'Give each licence a name'],
      [[{ ...personal, text: '' }], 'Write what each licence allows'],
      [[{ ...personal, priceDifference: '-5.00' }], 'price difference'],
      [[{ ...personal, priceDifference: '12' }], 'price difference'],
      [[{ ...personal, id: '00000000-0000-4000-8000-000000000000' }], 'Unknown licence'],
      [[{ ...personal, id: 'not-an-id' }], 'id'],
    ] as const) {
      const response = await save('admin', [...licences]);
      expect(response.statusCode, JSON.stringify(licences)).toBe(400);
      expect(response.json().message).toContain(message);
    }
    expect(await list()).toEqual(before);
  });
});
