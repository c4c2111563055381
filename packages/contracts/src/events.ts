import { OCR_EVENTS } from './catalog/ocr.events.js';
import { CONTACT_EVENTS } from './notifications/contact.events.js';
import { LIBRARY_EVENTS } from './orders/library.events.js';
import { ORDER_EVENTS } from './orders/orders.events.js';
import { PAYMENT_EVENTS } from './payments/payments.events.js';
import type { EventContract } from './shared/event.js';

export * from './shared/event.js';
export * from './catalog/ocr.events.js';
export * from './notifications/contact.events.js';
export * from './orders/library.events.js';
export * from './orders/orders.events.js';
export * from './payments/payments.events.js';

/** Every BullMQ job kind of the product, each declared once in its domain folder. */
export const EVENTS: readonly EventContract[] = [
  ...OCR_EVENTS,
  ...ORDER_EVENTS,
  ...PAYMENT_EVENTS,
  ...CONTACT_EVENTS,
  ...LIBRARY_EVENTS,
];
