import { PROMO_ERROR_CODES } from '@shop/contracts';
import { BadRequest, Conflict, Gone, type AppError } from '@shop/platform';
import type { PromoCodeRow } from '../db/schema.js';

/**
 * How long a redemption holds a use of its code before its payment order is captured. PayPal
 * lets an order be approved for 3 hours after it is created, so a checkout that has not paid by
 * then cannot pay any more and its use goes back to the pool, with no sweeper to run or crash:
 * the count simply stops including it (promo-codes.repository.ts `countLiveUses`).
 */
export const RESERVATION_HOLD_HOURS = 3;

/** Codes are matched case-insensitively and shown upper-case. */
export function normalizeCode(code: string): string {
  return code.trim().toUpperCase();
}

/**
 * When a code starts or ends, told exactly: the dashboard stores a code's days as the moments they
 * begin in the shop's time zone, which is midnight UTC only for a shop in UTC. "2026-12-01 (UTC)"
 * for a midnight, else "2026-11-30 at 23:00 UTC", never a day that is off by one for the buyer.
 */
export function promoMoment(date: Date): string {
  const iso = date.toISOString();
  const time = iso.slice(11, 16);
  return time === '00:00' && date.getUTCSeconds() === 0
    ? `${iso.slice(0, 10)} (UTC)`
    : `${iso.slice(0, 10)} at ${time} UTC`;
}

export const promoMessages = {
  unknown: (code: string) => `The promo code "${code}" does not exist. Check the spelling and try again.`,
  inactive: (code: string) => `The promo code "${code}" is no longer active.`,
  notStarted: (code: string, startsAt: Date) =>
    `The promo code "${code}" is not valid yet: it starts on ${promoMoment(startsAt)}.`,
  expired: (code: string, endsAt: Date) => `The promo code "${code}" expired on ${promoMoment(endsAt)}.`,
  usedUp: (code: string) => `The promo code "${code}" has been used up.`,
  alreadyUsed: (code: string) =>
    `The promo code "${code}" is for a first order only, and this e-mail address has already used it.`,
  notFirstOrder: (code: string) =>
    `The promo code "${code}" is for a first order only, and this e-mail address already has an order.`,
  /** Refused at capture, before PayPal is asked for any money. */
  refusedAtCapture: (refusal: string) => `${refusal} Nothing was charged: please pay again without the code.`,
  /** The receipt of a first-order discount goes to an address the code was judged on. */
  receiptNotJudged: (code: string) =>
    `The promo code "${code}" is for a first order only and was checked for the e-mail address given at checkout and the PayPal payer's: the receipt goes to one of those.`,
  needsEmail: (code: string) =>
    `The promo code "${code}" is for a first order only: enter your e-mail address so we can check it.`,
};

/** Why a code cannot be used at `now`, judged on the code alone (counts are checked by the caller). */
export function codeRefusal(row: PromoCodeRow, now: Date): AppError | undefined {
  if (!row.active) return new BadRequest(promoMessages.inactive(row.code), PROMO_ERROR_CODES.inactive);
  if (row.starts_at && now < row.starts_at) {
    return new BadRequest(promoMessages.notStarted(row.code, row.starts_at), PROMO_ERROR_CODES.notStarted);
  }
  if (row.ends_at && now >= row.ends_at) {
    return new Gone(promoMessages.expired(row.code, row.ends_at), PROMO_ERROR_CODES.expired);
  }
  return undefined;
}

export interface UseCounts {
  /** Captured orders plus reservations still holding a use. */
  liveUses: number;
  /** Whether this buyer already holds or spent a use (only asked for once-per-buyer codes). */
  buyerUsed: boolean;
  /** Whether this buyer has any earlier paid order, with or without a code. */
  buyerHasPaidOrder: boolean;
}

/** Why this buyer cannot take a use now: the limit, or a first-order code used before. */
export function useRefusal(row: PromoCodeRow, counts: UseCounts): AppError | undefined {
  if (row.usage_limit !== null && counts.liveUses >= row.usage_limit) {
    return new Conflict(promoMessages.usedUp(row.code), PROMO_ERROR_CODES.usedUp);
  }
  if (row.once_per_buyer && counts.buyerUsed) {
    return new Conflict(promoMessages.alreadyUsed(row.code), PROMO_ERROR_CODES.alreadyUsed);
  }
  // "first order" means the first, not "the first with this code".
  if (row.once_per_buyer && counts.buyerHasPaidOrder) {
    return new Conflict(promoMessages.notFirstOrder(row.code), PROMO_ERROR_CODES.notFirstOrder);
  }
  return undefined;
}
