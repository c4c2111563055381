import { expect } from '@playwright/test';
import { adminApi } from './storefront-data';

/**
 * The three tiers the licence journeys sell under (Commercial +$25 and Extended +$90 on a work's
 * price); Commercial's text carries the spec's tag, so its receipt and e-mail are told apart.
 */
export const threeLicenceTiers = (commercialText: string) => [
  { name: 'Personal', text: 'Prints for your own home, wallpapers and gifts.', priceDifference: '0.00' },
  { name: 'Commercial', text: commercialText, priceDifference: '25.00' },
  { name: 'Extended', text: 'Print-on-demand and merchandise up to 5,000 copies.', priceDifference: '90.00' },
];

/**
 * Back to the shop's one licence: the tiers are the shop's own, and the specs after a licence
 * journey (one worker, in turn) expect none.
 */
export async function clearLicenceTiers(): Promise<void> {
  const api = await adminApi();
  try {
    const cleared = await api.put('/api/licences', { data: { licences: [] } });
    expect(cleared.ok(), await cleared.text()).toBe(true);
  } finally {
    await api.dispose();
  }
}
