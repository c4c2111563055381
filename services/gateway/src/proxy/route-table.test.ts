import { PUBLIC_ENDPOINTS, defineEndpoint } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { prefixOf, ROUTE_TABLE, routeTableOf } from './route-table.js';

// The table as it was written by hand before the derived one must route the same.
const HAND_WRITTEN_TABLE = [
  { prefix: '/api/artworks', upstream: 'catalog' },
  { prefix: '/api/galleries', upstream: 'catalog' },
  { prefix: '/api/files', upstream: 'catalog' },
  { prefix: '/api/ocr', upstream: 'catalog' },
  { prefix: '/api/layout', upstream: 'catalog' },
  { prefix: '/api/words', upstream: 'catalog' },
  { prefix: '/api/settings', upstream: 'catalog' },
  // Added after the table was derived: the art prices the pricing page promises.
  { prefix: '/api/pricing', upstream: 'catalog' },
  // The store's policies (terms, privacy, refund policy, licence, FAQ).
  { prefix: '/api/policies', upstream: 'catalog' },
  // The artist's About page, stored with the policies.
  { prefix: '/api/about-page', upstream: 'catalog' },
  // The shop's name, logo and support address (the e-mails' branded frame).
  { prefix: '/api/shop-identity', upstream: 'catalog' },
  // The licence tiers a buyer chooses from.
  { prefix: '/api/licences', upstream: 'catalog' },
  { prefix: '/api/orders', upstream: 'orders' },
  { prefix: '/api/downloads', upstream: 'orders' },
  { prefix: '/api/sales', upstream: 'orders' },
  { prefix: '/api/commissions', upstream: 'orders' },
  // The artist's rule per pack (which works it can take).
  { prefix: '/api/pack-rules', upstream: 'orders' },
  // The buyer's library.
  { prefix: '/api/library', upstream: 'orders' },
  { prefix: '/api/paypal', upstream: 'payments' },
  { prefix: '/api/promo-codes', upstream: 'payments' },
  // The tax of buyers outside the US, per country.
  { prefix: '/api/country-taxes', upstream: 'payments' },
  { prefix: '/paypal', upstream: 'payments' },
  { prefix: '/api/contact', upstream: 'notifications' },
  { prefix: '/api/contact-messages', upstream: 'notifications' },
];

const byPrefix = (a: { prefix: string }, b: { prefix: string }) => a.prefix.localeCompare(b.prefix);

describe('the gateway route table', () => {
  it('is the hand-written table of before, derived from the endpoint declarations', () => {
    expect([...ROUTE_TABLE].sort(byPrefix)).toEqual([...HAND_WRITTEN_TABLE].sort(byPrefix));
  });

  it('sends every declared public endpoint to the service that declares it', () => {
    for (const endpoint of PUBLIC_ENDPOINTS.filter((e) => e.upstream !== 'gateway')) {
      const row = ROUTE_TABLE.find((r) => r.prefix === prefixOf(endpoint.path));
      expect(row?.upstream, `${endpoint.method} ${endpoint.path}`).toBe(endpoint.upstream);
    }
  });

  it('takes the first segment past /api as the prefix', () => {
    expect(prefixOf('/api/orders/:id/grants/:grantId/extend')).toBe('/api/orders');
    expect(prefixOf('/paypal/order/:orderID/capture')).toBe('/paypal');
  });

  it('refuses a prefix declared for two services', () => {
    const common = {
      method: 'GET',
      access: 'public',
      summary: 's',
      responses: { 200: { description: 'ok' } },
    } as const;
    const endpoints = [
      defineEndpoint({ ...common, operationId: 'a', path: '/api/things', upstream: 'catalog' }),
      defineEndpoint({ ...common, operationId: 'b', path: '/api/things/:id', upstream: 'orders' }),
    ];
    expect(() => routeTableOf(endpoints)).toThrow('/api/things is declared for both catalog and orders');
  });
});
