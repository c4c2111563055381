import { createHmac } from 'node:crypto';
import { isId, type AdminResendLinksResult } from '@shop/contracts';
import { Conflict, NotFound, type Logger } from '@shop/platform';
import { z } from 'zod';
import type { WithTransaction } from '../repositories.js';
import { hasLiveLinks, type LostLinksRepository } from './lost-links.repository.js';

export interface LostLinksServiceDeps {
  lostLinks: LostLinksRepository;
  withTransaction: WithTransaction;
  log: Logger;
  /** Keys the address hash, so the request table cannot be matched against a list of addresses. */
  hashSecret: string;
  /** At most this many resends per address per window; past it the answer is the same and nothing is sent. */
  perAddressMax: number;
  windowMs: number;
  /** An address with more orders gets the links of its newest ones. */
  maxOrdersPerRequest?: number;
}

const usableEmail = z.email();
/** The id's first 8 characters at least (the short order number e-mails and the dashboard show). */
const ORDER_NUMBER = /^[0-9a-f]{8}[0-9a-f-]{0,28}$/;
/** An order number no id starts with: a number that is not one matches nothing, like an unknown one. */
const MATCHES_NOTHING = 'x';

/** The order number as typed ("#1A2B3C4D", a full id) → a lowercase id prefix; undefined when none was given. */
function orderNumberOf(orderId: string | undefined): string | undefined {
  if (orderId === undefined) return undefined;
  const value = orderId.trim().replace(/^#/, '').toLowerCase();
  if (value === '') return undefined;
  return ORDER_NUMBER.test(value) ? value : MATCHES_NOTHING;
}

/**
 * Lost links. The public request does the same work whether or not the address has
 * orders (a request row, a count, then one INSERT … SELECT of the events, in one transaction), and
 * its caller always gets the same answer: nothing tells who bought here.
 */
export function createLostLinksService(deps: LostLinksServiceDeps) {
  const { lostLinks, withTransaction, log } = deps;
  const hashOf = (email: string) => createHmac('sha256', deps.hashSecret).update(email).digest('hex');

  return {
    async requestResend({ email, orderId }: { email: string; orderId?: string | undefined }): Promise<void> {
      const normalized = email.trim().toLowerCase();
      const orderNumber = orderNumberOf(orderId);
      const result = await withTransaction(async (repositories) => {
        const requests = await repositories.lostLinks.recordRequest(hashOf(normalized), deps.windowMs);
        const isLimited = requests > deps.perAddressMax;
        const orders = await repositories.lostLinks.recordResentForAddress({
          email: normalized,
          orderNumber,
          limit: deps.maxOrdersPerRequest ?? 20,
          isAllowed: !isLimited,
        });
        return { orders, isLimited };
      });
      // No address in the log: only what was done.
      log.info({ orders: result.orders, limited: result.isLimited }, 'links resend requested');
    },

    async resendForOrder(id: string): Promise<AdminResendLinksResult> {
      const order = isId(id) ? await lostLinks.findOrder(id) : undefined;
      if (!order) throw new NotFound('Order not found.');
      const email = order.customer_email.trim();
      if (!usableEmail.safeParse(email).success) {
        throw new Conflict('This order has no usable e-mail address, so its links cannot be e-mailed.');
      }
      if (!hasLiveLinks(order.status)) {
        throw new Conflict(`This order is ${order.status.replace('_', ' ')}: it has no live download links to send.`);
      }
      await lostLinks.recordResent(order.id);
      log.info({ orderId: order.id }, 'links resent by the curator');
      return { orderId: order.id, email };
    },
  };
}

export type LostLinksService = ReturnType<typeof createLostLinksService>;
