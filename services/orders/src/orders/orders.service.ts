import {
  ERROR_CODES,
  isPendingCapture,
  NOT_THIS_CHECKOUT_MESSAGE,
  formatCents,
  isId,
  isStateCode,
  orderLineLicence,
  PACK_COLLECTION_SALES_CATEGORIES,
  packCreditsOf,
  productKindOf,
  receiptAddressOf,
  STATE_TAX_RATES,
  US_COUNTRY_CODE,
  type CreateOrderBody,
  type CreateOrderResponse,
  type Order,
  type VerifiedPayment,
} from '@shop/contracts';
import { Forbidden, isCheckoutProven, NotFound, PaymentRequired, type Logger } from '@shop/platform';
import type { CatalogClient } from '@shop/catalog-client';
import type { ArtworkFilesSource } from '../clients/artwork-files-client.js';
import { deliveredFiles, toDeliveredFile } from '../downloads/extra-files.js';
import type { PaymentsClient } from '../clients/payments-client.js';
import type { SellerSource } from '../clients/seller-client.js';
import type { OrderRow } from '../db/schema.js';
import { downloadUrl } from '../downloads/download-tokens.js';
import { assertPaymentCovers, parseOrderClaim, type OrderClaim } from './order-checks.js';
import { maskEmail } from './mask-email.js';
import { buildGrants } from './order-grants.js';
import type { OrderRepository } from './orders.repository.js';

export interface OrderServiceDeps {
  orders: OrderRepository;
  payments: PaymentsClient;
  catalog: CatalogClient;
  /** The works' extra files, listed with their links under each work on the order page; unset, none. */
  artworkFiles?: ArtworkFilesSource;
  /** The seller a paid order's invoice names, as the artist set them then. */
  seller: SellerSource;
  log: Logger;
  publicBaseUrl: string;
  downloadTokenSecret: string;
  now?: () => Date;
}

export interface CreatedOrder {
  /** False when the order already existed: the answer is the one the first request got. */
  created: boolean;
  order: CreateOrderResponse;
}

export function createOrderService(deps: OrderServiceDeps) {
  const { orders, payments, catalog, seller, log } = deps;
  const now = deps.now ?? (() => new Date());

  /** The links that work: never a revoked one, none of a refunded order. */
  async function downloadLinks(orderId: string): Promise<string[]> {
    const grantIds = await orders.listOpenGrantIds(orderId);
    return grantIds.map(linkOf);
  }

  function linkOf(grantId: string): string {
    return downloadUrl(deps.publicBaseUrl, deps.downloadTokenSecret, grantId);
  }

  async function existingAnswer(row: OrderRow): Promise<CreatedOrder> {
    return { created: false, order: { id: row.id, download_links: await downloadLinks(row.id) } };
  }

  /** Stores the order of a verified payment, once; a pending capture gets a pending order without grants. */
  async function record(
    payment: VerifiedPayment,
    customer: { email: string; name: string },
    ctx: { requestId: string },
  ): Promise<CreatedOrder> {
    const paypalOrderId = payment.paypalOrderId;
    const isPending = isPendingCapture(payment);
    const artworkIds = payment.items.filter((item) => item.kind === 'artwork').map((item) => item.artworkId);
    const [found, sellerDetails] = await Promise.all([
      catalog.lookup(artworkIds, ctx.requestId),
      seller.current(ctx.requestId),
    ]);
    const artworks = new Map(found.map((a) => [a.id, a]));
    const grants = isPending
      ? []
      : buildGrants({
          artworkIds,
          artworks,
          downloadTokenSecret: deps.downloadTokenSecret,
          now: now(),
          paypalOrderId,
          log,
        });

    const orderId = await orders.insertIfNew({
      paypalOrderId,
      status: isPending ? 'pending' : 'completed',
      customerEmail: customer.email,
      customerName: customer.name.trim() || payment.payerName || 'Customer',
      subtotalCents: payment.subtotalCents,
      taxCents: payment.taxCents,
      totalCents: payment.totalCents,
      stateCode: payment.stateCode ?? null,
      taxRate:
        payment.taxRate ??
        (payment.stateCode && isStateCode(payment.stateCode) ? STATE_TAX_RATES[payment.stateCode] : null),
      countryCode: payment.countryCode ?? US_COUNTRY_CODE,
      taxName: payment.taxName ?? null,
      captureId: payment.captureId ?? null,
      discountCents: payment.discountCents ?? 0,
      promoCode: payment.promoCode ?? null,
      checkoutProofHash: payment.checkoutProofHash ?? null,
      withdrawalConsentAt: payment.withdrawalConsentAt ? new Date(payment.withdrawalConsentAt) : null,
      seller: sellerDetails,
      lines: payment.items.map((item) => {
        // A pack line carries its credits, and its collection stands as its category.
        const pack = item.kind === 'package' ? packCreditsOf(item.artworkId, item.quantity) : undefined;
        return {
          ...item,
          productKind: productKindOf(item.kind, item.artworkId),
          category: pack
            ? PACK_COLLECTION_SALES_CATEGORIES[pack.collection]
            : (artworks.get(item.artworkId)?.category ?? null),
          credits: pack?.credits ?? null,
        };
      }),
      grants,
    });
    if (orderId === undefined) {
      const winner = await orders.findByPaypalOrderId(paypalOrderId);
      if (!winner) throw new Error(`order for ${paypalOrderId} vanished after a conflicting insert`);
      return existingAnswer(winner);
    }
    log.info({ orderId, paypalOrderId, grants: grants.length, isPending }, 'order created');
    // The order's open grants are the ones just inserted, in this order (none revoked yet, and a
    // pending order has none): its links without reading them back.
    return { created: true, order: { id: orderId, download_links: grants.map((grant) => linkOf(grant.id)) } };
  }

  /**
   * The extra files of the grants' works; undefined when the catalog cannot say, so the order page
   * still answers (with the originals' links) while the catalog is away.
   */
  async function extraFilesOf(grants: readonly { artworkId: string }[], orderId: string) {
    if (!deps.artworkFiles || grants.length === 0) return undefined;
    try {
      return await deps.artworkFiles.filesOf(
        grants.map((grant) => grant.artworkId),
        `order-${orderId}`,
      );
    } catch (error) {
      log.warn({ err: error, orderId }, 'catalog unavailable: the order page lists no extra files');
      return undefined;
    }
  }

  return {
    /**
     * Stores the order for a captured PayPal payment, once. A repeat for the same PayPal order
     * (a retry, a double click, ten at once) gets the first order's answer without asking
     * payments again, so it works even while payments or the catalog are away.
     *
     * The PayPal order id is no key. A repeat is answered only to the checkout that paid
     * (its `shop_checkout` secret) or to a retry that names the receipt address and total the order
     * was recorded with (an API client without a cookie jar retrying, SPEC's "same answer again");
     * anyone else gets a 403 with neither the order id (which opens the order's page and links) nor
     * links. The first recording is the paying checkout's, or a client's without cookies that
     * records it for the payer's own address (SPEC's contract holds for any client);
     * without the cookie an empty address is refused, never filled in with the payer's.
     */
    async create(
      body: CreateOrderBody,
      ctx: { requestId: string; checkoutSecret: string | undefined },
    ): Promise<CreatedOrder> {
      const claim = parseOrderClaim(body);
      const existing = await orders.findByPaypalOrderId(body.paypal_order_id);
      if (existing) {
        const isOwnRetry =
          isCheckoutProven(ctx.checkoutSecret, existing.checkout_proof_hash) || isSameClaim(claim, existing);
        if (!isOwnRetry) throw new Forbidden(NOT_THIS_CHECKOUT_MESSAGE, ERROR_CODES.notThisCheckout);
        return existingAnswer(existing);
      }

      // One question to payments: who asks is settled there (a stranger gets a 403 before learning
      // anything of the payment), and the receipt address kept, which a first-order-only code is
      // judged on. What was paid is compared here.
      const verified = await payments.claimForOrder(
        body.paypal_order_id,
        {
          email: claim.email,
          totalCents: claim.totalCents,
          ...(ctx.checkoutSecret === undefined ? {} : { checkoutSecret: ctx.checkoutSecret }),
        },
        ctx.requestId,
      );
      const payment = assertPaymentCovers(claim, verified);
      return record(payment, { email: receiptAddressOf(claim.email, payment), name: body.customer_name }, ctx);
    },

    /**
     * Reconciliation: stores the order for a capture that has none (its POST /api/orders
     * never arrived), exactly as that request would have, with the payer PayPal reported as the
     * customer. A capture that got its order meanwhile is left alone.
     */
    async recordCapture(payment: VerifiedPayment, ctx: { requestId: string }): Promise<CreatedOrder> {
      const existing = await orders.findByPaypalOrderId(payment.paypalOrderId);
      if (existing) return existingAnswer(existing);
      // Only money PayPal took (or holds) becomes an order; e.g. a capture whose amount is not the
      // order's total stays for a person to look at (reconciliation logs it as a failure).
      if (!payment.captured && !isPendingCapture(payment)) {
        throw new PaymentRequired('The payment for this PayPal order is not completed.');
      }
      return record(payment, { email: payment.payerEmail ?? '', name: '' }, ctx);
    },

    /** The order's download links in grant order (the pick service answers with them too). */
    links: downloadLinks,

    async get(id: string): Promise<Order> {
      const found = isId(id) ? await orders.findWithOpenGrants(id) : undefined;
      if (!found) throw new NotFound('Order not found.');
      const { order: row, grants } = found;
      const files = await extraFilesOf(grants, id);
      return {
        id: row.id,
        customerName: row.customer_name,
        totalAmount: formatCents(row.total_cents),
        status: row.status,
        download_links: grants.map((grant) => linkOf(grant.id)),
        // What each link delivers and where the receipt went, for the success page.
        downloadItems: grants.map((grant) => {
          const extras = deliveredFiles(files ?? [], grant).map((file) =>
            toDeliveredFile(file, {
              publicBaseUrl: deps.publicBaseUrl,
              secret: deps.downloadTokenSecret,
              grantId: grant.id,
            }),
          );
          return {
            artworkId: grant.artworkId,
            title: grant.title,
            ...(files ? { files: extras } : {}),
            ...orderLineLicence(grant),
          };
        }),
        receiptEmail: maskEmail(row.customer_email),
      };
    },
  };
}

export type OrderService = ReturnType<typeof createOrderService>;

/** A retry that names what only the buyer knows: the receipt address and the total it was recorded with. */
function isSameClaim(claim: OrderClaim, order: OrderRow): boolean {
  return (
    claim.email !== '' &&
    claim.email.toLowerCase() === order.customer_email.trim().toLowerCase() &&
    claim.totalCents === order.total_cents
  );
}
