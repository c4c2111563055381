import { describe, expect, it } from 'vitest';
import { buyInSimulator, publishWork } from './harness/purchase.js';
import { signedInStack } from './harness/signed-in-stack.js';

// Buyers once emptied the public cache: every quote, PayPal order and order record
// asks the catalog's artwork lookup, which announced a new generation, so the next public read on
// every gateway was a miss. Now only what the public can see moves it: the curator's changes.

const shop = signedInStack('public-cache-checkout');
const LIST = '/api/artworks?limit=48';

const publicRead = () => shop.stack.gateway.inject({ method: 'GET', url: LIST });
const priceIn = (answer: Awaited<ReturnType<typeof publicRead>>, id: string) =>
  answer.json<{ items: { id: string; price: string | null }[] }>().items.find((item) => item.id === id)?.price;

describe('the public cache while buyers check out', () => {
  it('keeps its answers through quotes, PayPal orders and orders, and retires them on a curator’s change', async () => {
    const work = await publishWork(shop.stack, shop.adminCookie, {
      title: 'Bought Often',
      category: 'Sci-Fi',
      price: '20.00',
    });
    await publicRead();
    expect((await publicRead()).headers['x-cache']).toBe('hit');

    const items = [{ artworkId: work.id, quantity: 1 }];
    const quote = await shop.asShopper('POST', '/api/paypal/quote', { items, stateCode: 'NY' });
    expect(quote.statusCode, quote.body).toBe(200);
    await buyInSimulator(shop.stack, items);
    await buyInSimulator(shop.stack, items);
    const afterBuyers = await publicRead();
    expect(afterBuyers.headers['x-cache']).toBe('hit');
    expect(priceIn(afterBuyers, work.id)).toBe('20.00');

    const repriced = await shop.asCurator('PATCH', `/api/artworks/${work.id}`, { price: '24.00' });
    expect(repriced.statusCode, repriced.body).toBe(200);
    const afterCurator = await publicRead();
    expect(afterCurator.headers['x-cache']).toBe('miss');
    expect(priceIn(afterCurator, work.id)).toBe('24.00');
  });
});
