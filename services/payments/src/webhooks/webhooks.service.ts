import {
  ERROR_CODES,
  PAYPAL_WEBHOOK_EVENT_TYPES,
  type PayPalWebhookAck,
  type PayPalWebhookEvent,
  type PayPalWebhookEventType,
} from '@shop/contracts';
import { BadRequest, DependencyUnavailable, type Logger } from '@shop/platform';
import type { PaymentsRepositories, WithTransaction } from '../repositories.js';
import type { PaymentOrderRow, WebhookEventsTable } from '../db/schema.js';
import { readResource, type ResourceFacts } from './paypal-resource.js';
import type { WebhookHeaders, WebhookVerifier } from './webhook-verifier.js';

export interface WebhookServiceDeps {
  withTransaction: WithTransaction;
  verifier: WebhookVerifier;
  log: Logger;
}

type Outcome = NonNullable<WebhookEventsTable['outcome']>;

const isHandledType = (type: string): type is PayPalWebhookEventType =>
  (PAYPAL_WEBHOOK_EVENT_TYPES as readonly string[]).includes(type);

const CAPTURE_EVENTS: readonly string[] = [
  'PAYMENT.CAPTURE.COMPLETED',
  'PAYMENT.CAPTURE.PENDING',
  'PAYMENT.CAPTURE.DENIED',
] satisfies PayPalWebhookEventType[];

/** How each delivery ended, counted for /metrics (webhook-metrics.ts). */
export type WebhookDeliveryOutcome = Outcome | 'duplicate' | 'invalid_signature' | 'unverifiable';

export function createWebhookService({ withTransaction, verifier, log }: WebhookServiceDeps) {
  const deliveries = new Map<WebhookDeliveryOutcome, number>();
  const count = (outcome: WebhookDeliveryOutcome) => deliveries.set(outcome, (deliveries.get(outcome) ?? 0) + 1);

  /** What the event changes on its payment order, and the payment event it announces; same transaction. */
  async function apply(
    { paymentOrders, paymentEvents }: PaymentsRepositories,
    type: PayPalWebhookEventType,
    order: PaymentOrderRow,
    facts: ResourceFacts,
  ): Promise<Outcome> {
    const paypalOrderId = order.provider_order_id ?? facts.paypalOrderId ?? '';
    const base = { paypalOrderId, source: 'webhook' as const, refundId: null, amountCents: null };
    switch (type) {
      case 'PAYMENT.CAPTURE.COMPLETED': {
        if (order.status === 'COMPLETED' || order.status === 'DENIED') return 'ignored';
        const captureId = facts.captureId ?? order.capture_id;
        if (captureId === null) return 'ignored';
        await paymentOrders.completeCapture(order.id, {
          captureId,
          capturedCents: facts.amountCents ?? order.total_cents,
        });
        await paymentEvents.record({ ...base, type: 'payment.capture-completed', captureId });
        return 'applied';
      }
      case 'PAYMENT.CAPTURE.PENDING': {
        // Only news when the capture's own answer never reached us (the order is still CREATED).
        if (order.status !== 'CREATED' || facts.captureId === null) return 'ignored';
        await paymentOrders.markCapturePending(order.id, facts.captureId);
        return 'applied';
      }
      case 'PAYMENT.CAPTURE.DENIED': {
        if (order.status === 'COMPLETED' || order.status === 'DENIED') return 'ignored';
        await paymentOrders.denyCapture(order.id, facts.captureId);
        await paymentEvents.record({
          ...base,
          type: 'payment.capture-denied',
          captureId: facts.captureId ?? order.capture_id,
        });
        return 'applied';
      }
      case 'PAYMENT.CAPTURE.REFUNDED':
      case 'PAYMENT.CAPTURE.REVERSED': {
        if (facts.resourceId === null || facts.amountCents === null) return 'ignored';
        const isRefund = type === 'PAYMENT.CAPTURE.REFUNDED';
        if (isRefund) await paymentOrders.addWebhookRefund(order.id, facts.amountCents);
        else await paymentOrders.markReversed(order.id);
        await paymentEvents.record({
          ...base,
          type: isRefund ? 'payment.refunded' : 'payment.reversed',
          captureId: facts.captureId ?? order.capture_id,
          refundId: facts.resourceId,
          amountCents: facts.amountCents,
        });
        return 'applied';
      }
    }
  }

  return {
    /**
     * One PayPal notification: verified (400 and nothing stored when it does not verify), recorded
     * once by PayPal's event id, applied to its payment order with the payment event it causes, all
     * in one transaction. A repeat, an unknown type or an unknown payment is acknowledged, so
     * PayPal stops delivering it.
     */
    async receive(headers: WebhookHeaders, rawBody: string, event: PayPalWebhookEvent): Promise<PayPalWebhookAck> {
      let isValid: boolean;
      try {
        isValid = await verifier.verify(headers, rawBody);
      } catch (error) {
        count('unverifiable');
        log.warn({ err: error, eventId: event.id }, 'webhook signature could not be checked');
        // PayPal delivers again after a non-2xx answer, so the event is not lost.
        throw new DependencyUnavailable('The webhook signature cannot be checked right now.');
      }
      if (!isValid) {
        count('invalid_signature');
        log.warn({ eventId: event.id, eventType: event.event_type, mode: verifier.mode }, 'webhook signature invalid');
        throw new BadRequest('The webhook signature does not verify.', ERROR_CODES.invalidWebhookSignature);
      }

      const type = event.event_type;
      const facts = readResource(CAPTURE_EVENTS.includes(type), event.resource);
      const ack = await withTransaction(
        async (repositories): Promise<PayPalWebhookAck & { outcome: WebhookDeliveryOutcome }> => {
          const { webhookEvents, paymentOrders } = repositories;
          const rowId = await webhookEvents.insertIfNew({
            eventId: event.id,
            eventType: type,
            resourceType: event.resource_type ?? null,
            resourceId: facts.resourceId,
            paypalOrderId: facts.paypalOrderId,
            captureId: facts.captureId,
          });
          if (rowId === undefined) {
            log.info({ eventId: event.id, eventType: type }, 'webhook event repeated; nothing to do');
            return { received: true, duplicate: true, handled: false, outcome: 'duplicate' };
          }
          let outcome: Outcome = 'ignored';
          if (isHandledType(type)) {
            const order = await paymentOrders.lockByPaymentIds(facts);
            outcome = order ? await apply(repositories, type, order, facts) : 'unknown_payment';
          }
          await webhookEvents.markProcessed(rowId, outcome);
          log.info(
            {
              eventId: event.id,
              eventType: type,
              paypalOrderId: facts.paypalOrderId,
              captureId: facts.captureId,
              outcome,
            },
            'webhook event received',
          );
          return { received: true, duplicate: false, handled: outcome === 'applied', outcome };
        },
      );
      count(ack.outcome);
      return { received: ack.received, duplicate: ack.duplicate, handled: ack.handled };
    },

    /** Deliveries by outcome since this process started. */
    deliveries: (): ReadonlyMap<WebhookDeliveryOutcome, number> => deliveries,
  };
}

export type WebhookService = ReturnType<typeof createWebhookService>;
