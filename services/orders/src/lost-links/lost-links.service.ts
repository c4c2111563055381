import { createHmac } from 'node:crypto';
import { isId, type AdminResendLinksResult } from '@shop/contracts';
import { Conflict, NotFound, type Logger } from '@shop/platform';
import { z } from 'zod';
import { hasLiveLinks, type LostLinksRepository } from './lost-links.repository.js';

export interface LostLinksServiceDeps {
  lostLinks: LostLinksRepository;
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

/**
 * Issue #14 "Lost links". The public request does the same work whether or not the address has
 * orders (a request row, one lookup, then an outbox row per match, all in one transaction), and
 * its caller always gets the same answer: nothing tells who bought here.
 */
export function createLostLinksService(deps: LostLinksServiceDeps) {
  const { lostLinks, log } = deps;
  const hashOf = (email: string) => createHmac('sha256', deps.hashSecret).update(email).digest('hex');

  return {
    async requestResend({ email, orderId }: { email: string; orderId?: string | undefined }): Promise<void> {
      const normalized = email.trim().toLowerCase();
      const wantedOrder = orderId !== undefined && isId(orderId) ? orderId : undefined;
      const result = await lostLinks.transaction(async (trx) => {
        const requests = await lostLinks.recordRequest(trx, hashOf(normalized), deps.windowMs);
        const found = await lostLinks.findOrdersWithLinks(
          trx,
          normalized,
          // An order number that is not one matches nothing, like an unknown one.
          orderId !== undefined && wantedOrder === undefined ? '00000000-0000-0000-0000-000000000000' : wantedOrder,
          deps.maxOrdersPerRequest ?? 20,
        );
        const isLimited = requests > deps.perAddressMax;
        if (!isLimited) for (const id of found) await lostLinks.recordResent(trx, id);
        return { orders: isLimited ? 0 : found.length, isLimited };
      });
      // No address in the log: the hash is enough to follow one sender's requests.
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
      await lostLinks.transaction((trx) => lostLinks.recordResent(trx, order.id));
      log.info({ orderId: order.id }, 'links resent by the curator');
      return { orderId: order.id, email };
    },
  };
}

export type LostLinksService = ReturnType<typeof createLostLinksService>;
