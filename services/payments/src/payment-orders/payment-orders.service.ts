import { createHash, randomUUID } from 'node:crypto';
import {
  CHECKOUT_COOKIE_MAX_AGE_SECONDS,
  CURRENCY,
  ERROR_CODES,
  US_COUNTRY_CODE,
  WITHDRAWAL_CONSENT_REQUIRED_MESSAGE,
  formatCents,
  isEuCountry,
  parseCents,
  receiptAddressOf,
  type CaptureResponse,
  type CreatePaymentOrderBody,
  type CreatePaymentOrderResponse,
  type PaymentOrderClaimBody,
  type Quote,
  type QuoteBody,
  type VerifiedPayment,
} from '@shop/contracts';
import {
  BadRequest,
  Conflict,
  hashCheckoutSecret,
  isCheckoutProven,
  newCheckoutSecret,
  NotFound,
  PaymentRequired,
  type Logger,
} from '@shop/platform';
import type { PricingCatalog } from './pricing-catalog.js';
import type { CountryTaxRepository } from '../country-taxes/country-taxes.repository.js';
import type { PaymentOrderRow } from '../db/schema.js';
import {
  isPaymentProviderError,
  type CaptureResult,
  type PaymentProvider,
  type ProviderPayer,
} from '../paypal/payment-provider.js';
import { normalizeBuyerEmail } from '../promo-codes/buyer-email.js';
import type { ApplicablePromo, PromoCodeService } from '../promo-codes/promo-codes.service.js';
import { assertMayRecord, isRecordable } from './order-claim.js';
import type { PaymentOrderRepository } from './payment-orders.repository.js';
import { toCaptureResponse, toCreateResponse, toVerifiedPayment } from './payment-order-answers.js';
import { DECLINED_MESSAGE, toAppError } from './provider-failures.js';
import { applyPromo, artworkIdsToLookUp, mergeLines, parseStateCode, priceCart, type PricedCart } from './pricing.js';
import { countryRule, parseCountryCode, type TaxPlace } from './tax-place.js';

export interface PaymentOrderServiceDeps {
  paymentOrders: PaymentOrderRepository;
  /** The artist's tax per country outside the US. */
  countryTaxes: CountryTaxRepository;
  promoCodes: PromoCodeService;
  provider: PaymentProvider;
  /** The artworks and licence tiers of a cart, from the catalog. */
  catalog: PricingCatalog;
  log: Logger;
}

export interface RequestContext {
  /** The request id, passed on to the catalog so one purchase can be followed across services. */
  requestId: string;
}

/** The secret of the checkout asking (its `shop_checkout` cookie), when it sent one. */
export interface CheckoutContext {
  checkoutSecret: string | undefined;
}

export interface CreatedPaymentOrder {
  order: CreatePaymentOrderResponse;
  /** The secret this checkout proves itself with from now on: the one it sent, or a new one. */
  checkoutSecret: string;
}

export function createPaymentOrderService({
  paymentOrders,
  countryTaxes,
  promoCodes,
  provider,
  catalog,
  log,
}: PaymentOrderServiceDeps) {
  /**
   * A US checkout (or one naming no country, as SPEC's clients do) is taxed by its
   * state exactly as before; another country by the artist's table.
   */
  async function taxPlace(body: Pick<CreatePaymentOrderBody, 'stateCode' | 'countryCode'>): Promise<TaxPlace> {
    const countryCode = parseCountryCode(body.countryCode);
    if (countryCode === US_COUNTRY_CODE) {
      if (body.stateCode === undefined) {
        throw new BadRequest('Choose your state: US buyers pay the sales tax of their state.');
      }
      return parseStateCode(body.stateCode);
    }
    return countryRule(countryCode, await countryTaxes.find(countryCode));
  }

  async function price(
    body: Pick<CreatePaymentOrderBody, 'items' | 'stateCode' | 'countryCode'>,
    ctx: RequestContext,
  ): Promise<PricedCart> {
    const place = await taxPlace(body);
    const lines = mergeLines(body.items);
    const { artworks, licences } = await catalog.lookupForPricing(artworkIdsToLookUp(lines), ctx.requestId);
    return priceCart(lines, artworks, place, licences);
  }

  /** The cart with the shopper's promo code applied, or as it is without one. Throws the code's refusal. */
  async function priceWithPromo(
    cart: PricedCart,
    promoCode: string | undefined,
    email: string | undefined,
    options: { countUses: boolean },
  ): Promise<{ cart: PricedCart; promo: ApplicablePromo | undefined }> {
    if (promoCode === undefined) return { cart, promo: undefined };
    const promo = await promoCodes.find(promoCode, email, options);
    return { cart: applyPromo(cart, promo.code, promo), promo };
  }

  /**
   * One secret per browser: a second order (another tab, a new cart) keeps the first's cookie
   * valid. Only a secret this server made is kept (a payment order of the cookie's
   * lifetime carries its hash); a value the client chose, or one planted in the buyer's browser
   * that no checkout was ever given, is ignored and a new one made, so nobody can know a
   * checkout's secret in advance.
   */
  async function checkoutSecretFor(sent: string | undefined): Promise<string> {
    if (sent === undefined) return newCheckoutSecret();
    const since = new Date(Date.now() - CHECKOUT_COOKIE_MAX_AGE_SECONDS * 1000);
    return (await paymentOrders.isKnownCheckoutProof(hashCheckoutSecret(sent), since)) ? sent : newCheckoutSecret();
  }

  /** The provider's own idea of a capture that happened already (a retry after a crash, or PayPal's dashboard). */
  async function captureOnRecord(providerOrderId: string): Promise<CaptureResult> {
    const order = await provider.getOrder(providerOrderId).catch((error: unknown) => {
      throw toAppError(error, log);
    });
    if (!order.capture) throw new Conflict('This PayPal order was already captured.', ERROR_CODES.alreadyCaptured);
    return {
      providerOrderId,
      status: order.capture.status,
      captureId: order.capture.captureId,
      amountCents: order.capture.amountCents,
      payer: order.payer,
    };
  }

  /**
   * A first-order-only code is judged on the payer the provider reports now, after the
   * buyer approved and before any money moves; the e-mail given at checkout was only a claim.
   */
  async function confirmPromoBeforeCapture(row: PaymentOrderRow, providerOrderId: string): Promise<void> {
    const order = await provider.getOrder(providerOrderId).catch((error: unknown) => {
      throw toAppError(error, log);
    });
    try {
      await promoCodes.confirmBeforeCapture({ paymentOrderId: row.id, payerEmail: order.payer.email });
    } catch (error) {
      if (error instanceof Conflict) {
        log.info({ providerOrderId, promoCode: row.promo_code }, 'promo code refused at capture; nothing charged');
      }
      throw error;
    }
  }

  async function knownOrder(providerOrderId: string): Promise<PaymentOrderRow> {
    const row = await paymentOrders.findByProviderOrderId(providerOrderId);
    if (!row) throw new NotFound(`Unknown PayPal order "${providerOrderId}".`);
    return row;
  }

  /**
   * Keeps where a paid order's receipt goes as a buyer key, so a first-order-only code is refused
   * to it later, whoever pays. An order that took such a code sends its receipt only to an address
   * the code was judged on (409 otherwise).
   */
  async function keepReceiptAddress(row: PaymentOrderRow, address: string): Promise<void> {
    const receiptKey = normalizeBuyerEmail(address);
    // As at capture: only an order that took a code has a redemption to judge the address against.
    if (row.promo_code !== null)
      await promoCodes.confirmReceipt({ paymentOrderId: row.id, receiptKey, payerKey: row.buyer_key });
    // The payer's own address is judged as the payer already (`buyer_key`): no write for it.
    const isPayersOwn = receiptKey === row.buyer_key && row.receipt_key === null;
    if (receiptKey !== null && receiptKey !== row.receipt_key && !isPayersOwn)
      await paymentOrders.setReceiptKey(row.id, receiptKey);
  }

  return {
    /** The checkout's price before paying: nothing is created and no use of a code is taken. */
    async quote(body: QuoteBody, ctx: RequestContext): Promise<Quote> {
      const { cart } = await priceWithPromo(await price(body, ctx), body.promoCode, body.email, {
        countUses: true,
      });
      return {
        subtotal: formatCents(cart.subtotalCents),
        discount: formatCents(cart.discountCents),
        tax: formatCents(cart.taxCents),
        total: formatCents(cart.totalCents),
        promoCode: cart.promoCode,
        ...(cart.countryCode === US_COUNTRY_CODE ? {} : { countryCode: cart.countryCode, taxName: cart.taxName }),
      };
    },

    /** Prices the cart, checks the client's amount, and opens a provider order for the total. */
    async createOrder(
      body: CreatePaymentOrderBody,
      ctx: RequestContext & CheckoutContext & { idempotencyKey: string | undefined },
    ): Promise<CreatedPaymentOrder> {
      const withdrawalConsentAt = withdrawalConsentOf(body);
      const checkoutSecret = await checkoutSecretFor(ctx.checkoutSecret);
      const undiscounted = await price(body, ctx);
      // `amount` is checked against the subtotal before any discount, as before promo codes.
      if (body.amount !== undefined && parseCents(body.amount) !== undiscounted.subtotalCents) {
        throw new Conflict(
          `The cart's prices have changed: its subtotal is now ${formatCents(undiscounted.subtotalCents)}, not ${body.amount}. Please review your cart.`,
          ERROR_CODES.amountMismatch,
          { subtotal: formatCents(undiscounted.subtotalCents) },
        );
      }
      const { cart, promo } = await priceWithPromo(undiscounted, body.promoCode, body.payer?.email ?? body.email, {
        countUses: false,
      });
      // A checkout naming two addresses (the payer's and another) is a first order only
      // if neither has an earlier order; the payer's is the one the code is kept under.
      if (promo && body.payer && body.email !== undefined) {
        if (normalizeBuyerEmail(body.email) !== normalizeBuyerEmail(body.payer.email)) {
          await promoCodes.find(promo.code, body.email, { countUses: true });
        }
      }

      const requestId = ctx.idempotencyKey ?? randomUUID();
      const cartFingerprint = fingerprint(cart);
      const inserted = await paymentOrders.insertCreating({
        provider: provider.mode,
        requestId,
        cartFingerprint,
        stateCode: cart.stateCode,
        countryCode: cart.countryCode,
        taxName: cart.taxName,
        taxRate: cart.taxRate,
        subtotalCents: cart.subtotalCents,
        discountCents: cart.discountCents,
        promoCode: cart.promoCode,
        taxCents: cart.taxCents,
        totalCents: cart.totalCents,
        items: cart.lines,
        checkoutProofHash: hashCheckoutSecret(checkoutSecret),
        withdrawalConsentAt,
      });
      if (!inserted) {
        const existing = await paymentOrders.findByRequestId(requestId);
        if (existing && existing.cart_fingerprint !== cartFingerprint) {
          throw new Conflict(
            'This PayPal-Request-Id was already used for another cart or state. Send a new id for a new order.',
            ERROR_CODES.idempotencyKeyReused,
          );
        }
        // Already created (a retry after the answer was lost): the same order again. A row still
        // CREATING means the first attempt died or is running; the provider's own request-id
        // idempotency makes calling it again return that same order. The lost answer carried the
        // checkout's cookie: a retry without it proves the order with the secret it gets now.
        if (existing && existing.checkout_proof_hash !== hashCheckoutSecret(checkoutSecret)) {
          await paymentOrders.rebindCheckoutProof(existing.id, hashCheckoutSecret(checkoutSecret));
        }
        if (existing?.provider_order_id) {
          return { order: toCreateResponse(existing.provider_order_id, cart), checkoutSecret };
        }
      }
      const row = inserted ?? (await paymentOrders.findByRequestId(requestId));
      if (promo && row) {
        try {
          await promoCodes.reserve({
            promo,
            paymentOrderId: row.id,
            email: body.payer?.email ?? body.email,
            discountCents: cart.discountCents,
          });
        } catch (error) {
          // Refused under the lock (the last use went to another checkout): nothing was sent to PayPal.
          await paymentOrders.deleteUnsent(row.id);
          throw error;
        }
      }

      let providerOrderId: string;
      try {
        ({ providerOrderId } = await provider.createOrder({
          requestId,
          currency: CURRENCY,
          items: cart.lines.map((line) => ({
            // PayPal's order and the buyer's PayPal receipt name the licence bought.
            name: line.licence ? `${line.title} (${line.licence.name} licence)` : line.title,
            sku: line.artworkId,
            unitAmountCents: line.unitPriceCents,
            quantity: line.quantity,
          })),
          itemTotalCents: cart.subtotalCents,
          discountCents: cart.discountCents,
          taxTotalCents: cart.taxCents,
          totalCents: cart.totalCents,
          ...(body.payer ? { payer: splitPayer(body.payer) } : {}),
        }));
      } catch (error) {
        throw toAppError(error, log);
      }
      if (row) await paymentOrders.markCreated(row.id, providerOrderId);
      log.info(
        { providerOrderId, totalCents: cart.totalCents, stateCode: cart.stateCode, countryCode: cart.countryCode },
        'payment order created',
      );
      return { order: toCreateResponse(providerOrderId, cart), checkoutSecret };
    },

    /**
     * Captures once. Every attempt for one order sends the same capture request id, so the
     * provider replays its first answer to a retry or a concurrent duplicate instead of charging
     * again, and the record is written only while no completed capture is stored.
     *
     * The payer is named only to the checkout that created the order (its
     * `shop_checkout` cookie); anyone else holding the PayPal order id gets the same answer with
     * the payer's fields null, also when theirs is the call that captures (PayPal's approval is
     * the buyer's, but the capture request can come from anyone who knows the id).
     */
    async capture(providerOrderId: string, ctx: CheckoutContext): Promise<CaptureResponse> {
      const row = await knownOrder(providerOrderId);
      const isProven = isCheckoutProven(ctx.checkoutSecret, row.checkout_proof_hash);
      if (row.status === 'COMPLETED') return toCaptureResponse(row, isProven);
      // PayPal denied this capture (webhook); asking again cannot make it paid.
      if (row.status === 'DENIED') throw new PaymentRequired(DECLINED_MESSAGE, ERROR_CODES.paymentDeclined);

      if (row.promo_code !== null) await confirmPromoBeforeCapture(row, providerOrderId);

      let result: CaptureResult;
      try {
        result = await provider.captureOrder(providerOrderId, captureRequestId(row));
      } catch (error) {
        if (!isPaymentProviderError(error) || error.kind !== 'already_captured') throw toAppError(error, log);
        result = await captureOnRecord(providerOrderId);
      }

      if (result.status === 'DECLINED' || result.status === 'FAILED') {
        log.info({ providerOrderId, status: result.status }, 'capture declined');
        throw new PaymentRequired(DECLINED_MESSAGE, ERROR_CODES.paymentDeclined);
      }
      if (result.status === 'REFUNDED' || result.status === 'PARTIALLY_REFUNDED') {
        throw new Conflict('This PayPal order was already captured and refunded.', ERROR_CODES.alreadyCaptured);
      }
      if (result.status === 'COMPLETED' && result.amountCents !== row.total_cents) {
        // Cannot happen with an order we priced; recorded anyway (verify refuses it) and shouted about.
        log.error(
          { providerOrderId, capturedCents: result.amountCents, totalCents: row.total_cents },
          'captured amount differs from the order total',
        );
      }
      const stored = await paymentOrders.recordCapture(row.id, {
        status: result.status === 'COMPLETED' ? 'COMPLETED' : 'CAPTURE_PENDING',
        captureId: result.captureId,
        capturedCents: result.amountCents,
        payerEmail: result.payer.email,
        payerGivenName: result.payer.givenName,
        payerSurname: result.payer.surname,
        buyerKey: normalizeBuyerEmail(result.payer.email),
      });
      if (!stored) throw new NotFound(`Unknown PayPal order "${providerOrderId}".`);
      log.info({ providerOrderId, status: stored.status, captureId: stored.capture_id }, 'payment captured');
      return toCaptureResponse(stored, isProven);
    },

    /**
     * Orders' first recording of a paid order, as one question: who may record it (order-claim.ts),
     * then the receipt address (`keepReceiptAddress`). Answers the payment as `verify` does; a
     * claim orders will refuse (not paid, another total) keeps no address.
     */
    async claimForOrder(providerOrderId: string, claim: PaymentOrderClaimBody): Promise<VerifiedPayment> {
      const row = await knownOrder(providerOrderId);
      const payment = toVerifiedPayment(row);
      assertMayRecord(claim, payment);
      if (!isRecordable(claim, payment)) return payment;
      await keepReceiptAddress(row, receiptAddressOf(claim.email, payment));
      return payment;
    },

    /**
     * Deprecated: the receipt address alone (`PUT /internal/payments/:id/receipt`), as orders of
     * the previous release record it, so a rolling deploy that upgrades payments first keeps them
     * working. Remove once no orders replica of that release runs.
     */
    async recordReceipt(providerOrderId: string, email: string): Promise<void> {
      const row = await knownOrder(providerOrderId);
      await keepReceiptAddress(row, email);
    },

    /** For the orders service: is this PayPal order paid, for what and how much. */
    async verify(providerOrderId: string): Promise<VerifiedPayment> {
      const row = await knownOrder(providerOrderId);
      return toVerifiedPayment(row);
    },

    /** Reconciliation: every capture (completed or pending) since `since`, as orders verifies one. */
    async listCaptures(since: Date, before?: Date): Promise<VerifiedPayment[]> {
      const rows = await paymentOrders.listCapturedSince(since, before, CAPTURES_LIMIT);
      return rows.flatMap((row) => (row.provider_order_id === null ? [] : [toVerifiedPayment(row)]));
    },
  };
}

export type PaymentOrderService = ReturnType<typeof createPaymentOrderService>;

/** A reconciliation round looks at this many captures at most (oldest first); the next round goes on. */
const CAPTURES_LIMIT = 1000;

function captureRequestId(row: PaymentOrderRow): string {
  return `capture-${row.id}`;
}

function fingerprint(cart: PricedCart): string {
  return (
    createHash('sha256')
      // The promo code joins the fingerprint only when there is one, so carts without a code keep theirs.
      .update(
        JSON.stringify({
          stateCode: cart.stateCode,
          // Only outside the US, so a US cart keeps the fingerprint it had before.
          ...(cart.countryCode === US_COUNTRY_CODE ? {} : { countryCode: cart.countryCode }),
          lines: cart.lines,
          ...(cart.promoCode ? { promoCode: cart.promoCode, discountCents: cart.discountCents } : {}),
        }),
      )
      .digest('hex')
  );
}

/** Checkout gives one name field; the simulator (which has no PayPal pop-up) needs given name and surname. */
function splitPayer(payer: { email: string; name: string }): ProviderPayer {
  const [givenName = '', ...rest] = payer.name.trim().split(/\s+/);
  return { email: payer.email, givenName: givenName || null, surname: rest.length > 0 ? rest.join(' ') : null };
}

/**
 * A buyer in the EU pays only after agreeing to immediate delivery (their right of
 * withdrawal ends when the download starts); the time of that agreement is kept with the order.
 * Refused before anything is priced or reserved. Elsewhere it is not asked, and not kept.
 */
function withdrawalConsentOf(body: Pick<CreatePaymentOrderBody, 'countryCode' | 'withdrawalConsent'>): Date | null {
  const countryCode = body.countryCode?.trim().toUpperCase() ?? US_COUNTRY_CODE;
  if (!isEuCountry(countryCode)) return null;
  if (body.withdrawalConsent !== true) {
    throw new BadRequest(WITHDRAWAL_CONSENT_REQUIRED_MESSAGE, ERROR_CODES.withdrawalConsentRequired);
  }
  return new Date();
}
