import { describe, expect, it } from 'vitest';
import { admin, usePaymentsStack, type PaymentsHarness } from '../testing/payments-harness.js';

/** Buyers outside the US pay the tax of the artist's per-country table. */
describe('country taxes (PayPal faked over HTTP) on PostgreSQL', () => {
  const { catalog, paypal, payments } = usePaymentsStack('payments_country_tax', { paypal: true });

  const send: PaymentsHarness['request'] = (...args) => payments.request(...args);
  const rowOf = (providerOrderId: string) =>
    payments.deps.db
      .selectFrom('payment_orders')
      .select(['state_code', 'country_code', 'tax_name', 'tax_rate', 'subtotal_cents', 'tax_cents', 'total_cents'])
      .where('provider_order_id', '=', providerOrderId)
      .executeTakeFirstOrThrow();
  const cart = (priceCents: number) => [{ artworkId: catalog.add({ priceCents }).id, quantity: 1 }];

  it('charges a Berlin buyer 19% VAT, tells PayPal the tax and records country and tax name', async () => {
    const response = await send('POST', '/paypal/order', {
      items: cart(2999),
      countryCode: 'de',
      withdrawalConsent: true,
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    // 29.99 × 19% = 5.6981 → 5.70
    expect(body).toEqual({
      id: expect.any(String),
      subtotal: '29.99',
      tax: '5.70',
      total: '35.69',
      countryCode: 'DE',
      taxName: 'VAT',
    });
    expect(paypal.callsTo('create').at(-1)?.body).toMatchObject({
      purchase_units: [{ amount: { value: '35.69', breakdown: { tax_total: { value: '5.70' } } } }],
    });
    expect(await rowOf(body.id)).toEqual({
      state_code: null,
      country_code: 'DE',
      tax_name: 'VAT',
      tax_rate: '0.19',
      subtotal_cents: 2999,
      tax_cents: 570,
      total_cents: 3569,
    });
    const verified = await send('GET', `/internal/payments/${body.id}`);
    expect(verified.json()).toMatchObject({
      countryCode: 'DE',
      taxName: 'VAT',
      taxRate: '0.19',
      stateCode: null,
      taxCents: 570,
    });
  });

  it('charges a Toronto buyer the federal 5% GST', async () => {
    const response = await send('POST', '/api/paypal/quote', { items: cart(1999), countryCode: 'CA' });
    expect(response.json()).toEqual({
      subtotal: '19.99',
      discount: '0.00',
      tax: '1.00',
      total: '20.99',
      promoCode: null,
      countryCode: 'CA',
      taxName: 'GST',
    });
  });

  it('prices a checkout that names only a US state exactly as before, as a US sale', async () => {
    const items = cart(1499);
    const response = await send('POST', '/paypal/order', {
      items,
      stateCode: 'NY',
      currency: 'USD',
      intent: 'CAPTURE',
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toEqual({ id: expect.any(String), subtotal: '14.99', tax: '1.20', total: '16.19' });
    expect(await rowOf(body.id)).toMatchObject({
      state_code: 'NY',
      country_code: 'US',
      tax_name: 'Sales Tax',
      tax_rate: '.08',
    });
    const withCountry = await send('POST', '/api/paypal/quote', { items, stateCode: 'NY', countryCode: 'US' });
    expect(withCountry.json()).toMatchObject({ subtotal: '14.99', tax: '1.20', total: '16.19' });
    expect(withCountry.json()).not.toHaveProperty('countryCode');
  });

  it('asks a US buyer for a state, and refuses an unknown country', async () => {
    const noState = await send('POST', '/api/paypal/quote', { items: cart(1499), countryCode: 'US' });
    expect(noState.statusCode).toBe(400);
    expect(noState.json().message).toContain('Choose your state');
    const unknown = await send('POST', '/api/paypal/quote', { items: cart(1499), countryCode: 'ZZ' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toContain('Unknown country "ZZ"');
  });

  it('charges no tax in a country the table does not have', async () => {
    const response = await send('POST', '/api/paypal/quote', { items: cart(1000), countryCode: 'BR' });
    expect(response.json()).toMatchObject({ tax: '0.00', total: '10.00', countryCode: 'BR', taxName: null });
  });

  it('ships the standard rates with the date they were checked, for the curator only', async () => {
    expect((await send('GET', '/api/country-taxes/table')).statusCode).toBe(401);
    const table = (await send('GET', '/api/country-taxes/table', undefined, admin)).json();
    expect(table.countries).toHaveLength(34);
    const row = (code: string) => table.countries.find((c: { countryCode: string }) => c.countryCode === code);
    expect(row('DE')).toEqual({
      countryCode: 'DE',
      taxName: 'VAT',
      rate: '0.19',
      enabled: true,
      checkedOn: '2026-11-26',
    });
    expect(row('CH')).toMatchObject({ taxName: 'VAT', rate: '0.081' });
    expect(row('JP')).toMatchObject({ taxName: 'Consumption tax', rate: '0.1' });
    expect(row('FI')).toMatchObject({ rate: '0.255' });
    const publicRates = (await send('GET', '/api/country-taxes')).json();
    expect(publicRates.countries).toContainEqual({ countryCode: 'NZ', taxName: 'GST', rate: '0.15' });
  });

  it("follows the artist's edits: a new rate, a country switched off, a country added", async () => {
    const put = (code: string, payload: object) => send('PUT', `/api/country-taxes/${code}`, payload, admin);
    expect(
      (await send('PUT', '/api/country-taxes/AT', { taxName: 'VAT', rate: '0.2', enabled: true })).statusCode,
    ).toBe(401);

    const edited = await put('AT', { taxName: 'USt', rate: '0.1', enabled: true, checkedOn: '2026-12-01' });
    expect(edited.json()).toEqual({
      countryCode: 'AT',
      taxName: 'USt',
      rate: '0.1',
      enabled: true,
      checkedOn: '2026-12-01',
    });
    expect((await send('POST', '/api/paypal/quote', { items: cart(1000), countryCode: 'AT' })).json()).toMatchObject({
      tax: '1.00',
      taxName: 'USt',
    });

    await put('AT', { taxName: 'USt', rate: '0.1', enabled: false });
    const off = (await send('POST', '/api/paypal/quote', { items: cart(1000), countryCode: 'AT' })).json();
    expect(off).toMatchObject({ tax: '0.00', taxName: null });
    expect((await send('GET', '/api/country-taxes')).json().countries).not.toContainEqual(
      expect.objectContaining({ countryCode: 'AT' }),
    );

    const added = await put('sg', { taxName: 'GST', rate: '0.09', enabled: true });
    expect(added.json()).toMatchObject({ countryCode: 'SG', checkedOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
    expect((await send('POST', '/api/paypal/quote', { items: cart(1000), countryCode: 'SG' })).json()).toMatchObject({
      tax: '0.90',
    });
  });

  it('refuses a row for the US (taxed by state), an unknown country and a rate of 100% or more', async () => {
    const put = (code: string, payload: object) => send('PUT', `/api/country-taxes/${code}`, payload, admin);
    expect((await put('US', { taxName: 'Sales', rate: '0.05', enabled: true })).statusCode).toBe(400);
    expect((await put('ZZ', { taxName: 'VAT', rate: '0.05', enabled: true })).statusCode).toBe(400);
    expect((await put('DE', { taxName: 'VAT', rate: '1', enabled: true })).statusCode).toBe(400);
    expect((await put('DE', { taxName: '', rate: '0.19', enabled: true })).statusCode).toBe(400);
  });
});
