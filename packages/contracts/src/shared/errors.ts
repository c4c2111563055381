import { z } from 'zod';

/** Why a promo code was refused, in `{error}` of the 4xx answer. */
export const PROMO_ERROR_CODES = {
  unknown: 'promo_code_unknown',
  inactive: 'promo_code_inactive',
  notStarted: 'promo_code_not_started',
  expired: 'promo_code_expired',
  usedUp: 'promo_code_used_up',
  alreadyUsed: 'promo_code_already_used',
  /** A first-order-only code, and the buyer has an earlier paid order. */
  notFirstOrder: 'promo_code_not_first_order',
  needsEmail: 'promo_code_needs_email',
  wholeOrder: 'promo_code_whole_order',
  exists: 'promo_code_exists',
  /** A code an order ever took cannot be deleted, only deactivated. */
  inUse: 'promo_code_in_use',
  /**
   * An order that took a first-order-only code is recorded with a receipt address the
   * code was not judged on (neither the checkout's e-mail nor the payer's).
   */
  receiptNotJudged: 'promo_code_receipt_not_judged',
} as const;

/** Every error answer is `{error, message}`; `error` is one of these snake_case codes. */
export const ERROR_CODES = {
  ...PROMO_ERROR_CODES,
  badRequest: 'bad_request',
  validation: 'validation_failed',
  unauthorized: 'unauthorized',
  paymentRequired: 'payment_required',
  forbidden: 'forbidden',
  /** The order's links and personal data go only to the checkout that paid (checkout-proof.ts). */
  notThisCheckout: 'not_this_checkout',
  /**
   * The first recording of a paid order came with neither the `shop_checkout` cookie nor
   * an address to check against the payer's.
   */
  checkoutProofRequired: 'checkout_proof_required',
  /** An EU buyer's order without the consent to immediate delivery (withdrawal-consent.ts). */
  withdrawalConsentRequired: 'withdrawal_consent_required',
  notFound: 'not_found',
  conflict: 'conflict',
  amountMismatch: 'amount_mismatch',
  /** An artwork is a download licence: it is bought once per order, never with a quantity. */
  artworkQuantity: 'artwork_quantity',
  /** A cart line naming a licence tier the shop does not sell (or naming one on a pack). */
  unknownLicence: 'unknown_licence',
  /** A pick that is not in the pack's collection or cannot be bought. */
  notPickable: 'not_pickable',
  /** More picks than the order's packs have credits left. */
  packCreditsUsedUp: 'pack_credits_used_up',
  gone: 'gone',
  /** A download link closed by a refund of its line or order (the answer says when). */
  downloadRefunded: 'download_refunded',
  /** A download link the curator revoked by hand. */
  downloadRevoked: 'download_revoked',
  /** Headers, a body or the whole request did not arrive within its time limit. */
  requestTimeout: 'request_timeout',
  payloadTooLarge: 'payload_too_large',
  /** The request line and headers past Node's header size limit (431). */
  headersTooLarge: 'headers_too_large',
  unsupportedMediaType: 'unsupported_media_type',
  tooManyRequests: 'too_many_requests',
  dependencyUnavailable: 'dependency_unavailable',
  /** An outside party (PayPal) refused what we asked; nothing changed on our side. */
  badGateway: 'bad_gateway',
  paymentDeclined: 'payment_declined',
  alreadyCaptured: 'already_captured',
  paymentNotApproved: 'payment_not_approved',
  paymentExpired: 'payment_expired',
  idempotencyKeyReused: 'idempotency_key_reused',
  /** The line or order was refunded already, or is reversed. */
  alreadyRefunded: 'already_refunded',
  /** More than is left of the capture. */
  refundExceedsCapture: 'refund_exceeds_capture',
  /** PayPal refused the refund (too old, pending capture, …). */
  refundRefused: 'refund_refused',
  ignoredSystemFile: 'ignored_system_file',
  missingFile: 'missing_file',
  internal: 'internal_error',
  /** A PayPal webhook whose signature does not verify; nothing is stored. */
  invalidWebhookSignature: 'invalid_webhook_signature',
} as const;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

export const ErrorBodySchema = z.object({ error: z.string(), message: z.string() });
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

// SPEC §5 / §8 texts that a service also answers with.
export const MESSAGES = {
  uploadMissingFields: 'Please provide a title and category before uploading.',
  uploadMissingFile: 'Please choose an image file to upload.',
  uploadIgnoredSystemFile: 'This is a system file, not an artwork: it was ignored.',
  uploadUnsupportedType: 'Only JPG, PNG, GIF, WEBP and TIFF images are accepted.',
  uploadTooLarge: 'The file is larger than 200 MB.',
  uploadTooManyPixels: 'The image has too many pixels to process safely.',
} as const;
