import { Counter, type Registry } from 'prom-client';
import type { WebhookService } from './webhooks.service.js';

/**
 * shop_paypal_webhooks_total{outcome}: applied, ignored, unknown_payment, duplicate,
 * invalid_signature, unverifiable (PayPal's verify call failed: 503, PayPal retries).
 */
export function createWebhookMetrics(registry: Registry, webhooks: Pick<WebhookService, 'deliveries'>): void {
  new Counter({
    name: 'shop_paypal_webhooks_total',
    help: 'PayPal webhook deliveries received by this process, by outcome',
    labelNames: ['outcome'],
    registers: [registry],
    collect() {
      this.reset();
      for (const [outcome, total] of webhooks.deliveries()) this.inc({ outcome }, total);
    },
  });
}
