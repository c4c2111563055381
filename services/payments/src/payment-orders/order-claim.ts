import {
  CHECKOUT_PROOF_REQUIRED_MESSAGE,
  ERROR_CODES,
  isPendingCapture,
  NOT_THIS_CHECKOUT_MESSAGE,
  type PaymentOrderClaimBody,
  type VerifiedPayment,
} from '@shop/contracts';
import { Forbidden, isCheckoutProven } from '@shop/platform';

/**
 * Who may record a paid order first: the checkout that paid, or a client without cookies (an API
 * client following SPEC's contract) naming the payer's own address. Another browser's checkout, an
 * outsider racing the buyer with an address of theirs, or one naming no address or a payment whose
 * payer is not known, may not: orders would answer them the order's id and links. Payments settles
 * it because it holds the checkout's proof and the payer, and because the receipt address it
 * keeps (a first-order-only code is judged on it) must come only from someone allowed to record.
 */
export function assertMayRecord(claim: PaymentOrderClaimBody, payment: VerifiedPayment): void {
  if (claim.checkoutSecret !== undefined) {
    if (isCheckoutProven(claim.checkoutSecret, payment.checkoutProofHash)) return;
    throw new Forbidden(NOT_THIS_CHECKOUT_MESSAGE, ERROR_CODES.notThisCheckout);
  }
  const email = claim.email.trim().toLowerCase();
  if (email === '') throw new Forbidden(CHECKOUT_PROOF_REQUIRED_MESSAGE, ERROR_CODES.checkoutProofRequired);
  const payerEmail = payment.payerEmail?.trim().toLowerCase();
  if (!payerEmail || email !== payerEmail) throw new Forbidden(NOT_THIS_CHECKOUT_MESSAGE, ERROR_CODES.notThisCheckout);
}

/**
 * Whether orders will record this claim as an order (its own checks of the lines aside): money
 * PayPal took or holds, for the total claimed. Only then is the receipt address kept, so a claim
 * orders refuses with a 402 leaves nothing behind.
 */
export function isRecordable(claim: PaymentOrderClaimBody, payment: VerifiedPayment): boolean {
  const isTaken = payment.captured || isPendingCapture(payment);
  return isTaken && claim.totalCents === payment.totalCents;
}
