import { describe, expect, it } from 'vitest';
import {
  CONTACT_JOBS,
  CONTACT_QUEUE,
  contactJobId,
  EVENTS,
  JOBS,
  OCR_LANE_QUEUES,
  ocrJobId,
  ocrResultJobId,
  ORDER_EVENT_JOBS,
  ORDER_EVENT_TYPES,
  ORDER_EVENTS_QUEUE,
  orderEventJobId,
  OrderEventSchema,
  orderPaidJobId,
  PAYMENT_EVENT_JOBS,
  PAYMENT_EVENT_TYPES,
  PAYMENT_EVENTS_QUEUE,
  paymentEventJobId,
  PaymentEventSchema,
  QUEUES,
} from './events.js';

const orderId = '0b5c6a43-5b9b-4a57-9d5e-1f2a3b4c5d6e';
const eventId = '7e0f3c2a-1d4b-4e8f-9a6b-5c4d3e2f1a0b';

describe('the event declarations', () => {
  it('keep the queue and job names the services already use in Redis', () => {
    expect(QUEUES).toEqual({ ocr: 'ocr', ocrBulk: 'ocr-bulk', ocrResults: 'ocr-results' });
    expect(OCR_LANE_QUEUES).toEqual({ new: 'ocr', bulk: 'ocr-bulk' });
    expect(JOBS).toEqual({ recognizeArtwork: 'recognize-artwork', applyOcrResult: 'apply-ocr-result' });
    expect(ORDER_EVENTS_QUEUE).toBe('order-events');
    expect(ORDER_EVENT_JOBS).toEqual({
      'order.paid': 'order-paid',
      'order.refunded': 'order-refunded',
      'links.resent': 'links-resent',
      'picks.made': 'picks-made',
    });
    expect(ORDER_EVENT_TYPES).toEqual(['order.paid', 'order.refunded', 'links.resent', 'picks.made']);
    expect(PAYMENT_EVENTS_QUEUE).toBe('payment-events');
    expect(PAYMENT_EVENT_JOBS).toEqual({
      'payment.capture-completed': 'payment-capture-completed',
      'payment.capture-denied': 'payment-capture-denied',
      'payment.refunded': 'payment-refunded',
      'payment.reversed': 'payment-reversed',
    });
    expect(PAYMENT_EVENT_TYPES).toHaveLength(4);
    expect([CONTACT_QUEUE, CONTACT_JOBS.send]).toEqual(['contact-messages', 'send-contact-message']);
  });

  it('keep the jobId rules: order.paid on the order, the other events on the event', () => {
    expect(orderPaidJobId(orderId)).toBe(`order-paid-${orderId}`);
    expect(orderEventJobId({ type: 'order.paid', orderId, eventId })).toBe(`order-paid-${orderId}`);
    expect(orderEventJobId({ type: 'order.refunded', orderId, eventId })).toBe(`order-refunded-${eventId}`);
    expect(orderEventJobId({ type: 'links.resent', orderId, eventId })).toBe(`links-resent-${eventId}`);
    expect(paymentEventJobId({ type: 'payment.reversed', eventId })).toBe(`payment-reversed-${eventId}`);
    expect(ocrJobId('a1')).toBe('artwork-a1');
    expect(ocrResultJobId('a1', 'processing', 2)).toBe('result-a1-processing-2');
    expect(ocrResultJobId('a1', 'failed')).toBe('result-a1-failed-0');
    expect(contactJobId(eventId)).toBe(`contact-${eventId}`);
  });

  it('declare each job of a queue once, with a kebab-case name', () => {
    const keys = EVENTS.map((event) => `${event.queue} ${event.job}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const event of EVENTS) expect(event.job).toMatch(/^[a-z]+(-[a-z]+)*$/);
  });

  it("parse an event's payload by its type, and refuse a type no declaration has", () => {
    const occurredAt = '2026-11-26T21:00:00.000Z';
    for (const type of ORDER_EVENT_TYPES) {
      expect(OrderEventSchema.parse({ eventId, type, orderId, occurredAt, extra: 1 })).toEqual({
        eventId,
        type,
        orderId,
        occurredAt,
      });
    }
    expect(OrderEventSchema.safeParse({ eventId, type: 'order.lost', orderId, occurredAt }).success).toBe(false);
    const payment = {
      eventId,
      paypalOrderId: 'PAY-1',
      captureId: null,
      refundId: 'R-1',
      amountCents: 1499,
      source: 'webhook',
      occurredAt,
    };
    expect(PaymentEventSchema.parse({ ...payment, type: 'payment.refunded' }).type).toBe('payment.refunded');
    expect(PaymentEventSchema.safeParse({ ...payment, type: 'payment.lost' }).success).toBe(false);
  });
});
