/** ARCHITECTURE "The pieces": which service answers which path prefix. */
export type Upstream = 'catalog' | 'orders' | 'payments' | 'notifications';

export const ROUTE_TABLE: readonly { prefix: string; upstream: Upstream }[] = [
  { prefix: '/api/artworks', upstream: 'catalog' },
  { prefix: '/api/galleries', upstream: 'catalog' },
  { prefix: '/api/files', upstream: 'catalog' },
  { prefix: '/api/ocr', upstream: 'catalog' },
  { prefix: '/api/layout', upstream: 'catalog' },
  { prefix: '/api/words', upstream: 'catalog' },
  { prefix: '/api/settings', upstream: 'catalog' },
  { prefix: '/api/orders', upstream: 'orders' },
  { prefix: '/api/downloads', upstream: 'orders' },
  { prefix: '/api/sales', upstream: 'orders' },
  { prefix: '/api/commissions', upstream: 'orders' },
  { prefix: '/api/paypal', upstream: 'payments' },
  { prefix: '/api/promo-codes', upstream: 'payments' },
  { prefix: '/paypal', upstream: 'payments' },
  { prefix: '/api/contact', upstream: 'notifications' },
  { prefix: '/api/contact-messages', upstream: 'notifications' },
];
