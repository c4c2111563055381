import type { Migration } from 'kysely';
import * as createSentMessages from './202611260040_create-sent-messages.js';
import * as allowRefundMessages from './202611270120_allow-refund-messages.js';
import * as addContactMessages from './202611270350_add-contact-messages.js';
import * as addContactReplies from './202611270420_add-contact-replies.js';

/** Every migration, in order. Never edit one that has shipped: add another. */
export const migrations: Record<string, Migration> = {
  '202611260040_create-sent-messages': createSentMessages,
  '202611270120_allow-refund-messages': allowRefundMessages,
  '202611270350_add-contact-messages': addContactMessages,
  '202611270420_add-contact-replies': addContactReplies,
};
