import type { Page } from '@playwright/test';

export interface TestModePayer {
  email: string;
  name: string;
}

/**
 * Buys one artwork as the page itself would (same origin, its cookies, the payments simulator's
 * test mode): creates the PayPal order, captures it and records the order; its id and links.
 */
export async function buyInTestMode(
  page: Page,
  artworkId: string,
  payer: TestModePayer,
): Promise<{ id: string; links: string[] }> {
  return page.evaluate(
    async ({ id, payer }) => {
      const post = async (path: string, body?: unknown) => {
        const response = await fetch(path, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        });
        if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
        return (await response.json()) as Record<string, unknown>;
      };
      const items = [{ artworkId: id, quantity: 1 }];
      const created = await post('/paypal/order', {
        items,
        stateCode: 'NY',
        currency: 'USD',
        intent: 'CAPTURE',
        payer,
      });
      const paypalOrderId = String(created.id);
      await post(`/paypal/order/${encodeURIComponent(paypalOrderId)}/capture`);
      const order = await post('/api/orders', {
        paypal_order_id: paypalOrderId,
        customer_email: payer.email,
        customer_name: payer.name,
        total_amount: created.total,
        artwork_ids: [id],
        items,
      });
      return { id: String(order.id), links: (order.download_links as string[]).map(String) };
    },
    { id: artworkId, payer },
  );
}
