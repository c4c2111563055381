import { ORDER_EVENT_TYPES, type OrderEvent } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { ORDER_MAIL_KINDS } from './order-mail-kinds.js';

const event = (type: OrderEvent['type']): OrderEvent => ({
  eventId: '00000000-0000-4000-8000-00000000000e',
  type,
  orderId: '00000000-0000-4000-8000-00000000000a',
  occurredAt: '2026-11-26T10:00:00.000Z',
});

describe('the order mail kinds', () => {
  it('answer every order event with exactly one e-mail kind', () => {
    expect(ORDER_MAIL_KINDS.map((mail) => mail.event).sort()).toEqual([...ORDER_EVENT_TYPES].sort());
    expect(new Set(ORDER_MAIL_KINDS.map((mail) => mail.kind)).size).toBe(ORDER_MAIL_KINDS.length);
  });

  it('send a receipt once per order, and refund and links e-mails once per event', () => {
    const keys = Object.fromEntries(ORDER_MAIL_KINDS.map((mail) => [mail.kind, mail.dedupeKey(event(mail.event))]));
    expect(keys).toEqual({
      'order-receipt': 'order.paid:00000000-0000-4000-8000-00000000000a',
      'order-refund': 'order.refunded:00000000-0000-4000-8000-00000000000e',
      'links-resent': 'links.resent:00000000-0000-4000-8000-00000000000e',
      'picks-delivered': 'picks.made:00000000-0000-4000-8000-00000000000e',
    });
  });
});
