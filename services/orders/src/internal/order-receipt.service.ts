import {
  formatCents,
  isId,
  orderLineLicence,
  packPickerPath,
  type OrderReceipt,
  type PublicReceipt,
} from '@shop/contracts';
import { type Logger, NotFound } from '@shop/platform';
import type { ArtworkFilesSource } from '../clients/artwork-files-client.js';
import { downloadUrl } from '../downloads/download-tokens.js';
import { deliveredFiles, extraFileName, extraFileUrl } from '../downloads/extra-files.js';
import { grantFileName, grantTitle } from '../downloads/grant-file-name.js';
import { taxNameOf } from '../orders/order-tax.js';
import type { OrderRepository } from '../orders/orders.repository.js';
import { creditsLeftOf, isOpenForPicks, packLinesOf } from '../picks/picks.repository.js';

export interface OrderReceiptServiceDeps {
  orders: OrderRepository;
  publicBaseUrl: string;
  downloadTokenSecret: string;
  /** The works' extra files, each listed with its own link after its work's original; unset, none. */
  artworkFiles?: ArtworkFilesSource;
  log?: Logger;
}

/**
 * What the receipt e-mail shows, for the notifications service. The download links are
 * computed here, as the order page does, so they never travel on a queue.
 */
export function createOrderReceiptService({
  orders,
  publicBaseUrl,
  downloadTokenSecret,
  artworkFiles,
  log,
}: OrderReceiptServiceDeps) {
  /** The order, its lines and its grants: one read. */
  async function find(id: string) {
    const found = isId(id) ? await orders.findWithLinesAndGrants(id) : undefined;
    if (!found) throw new NotFound('Order not found.');
    return found;
  }

  /**
   * The extra files of the grants' works. While the catalog cannot answer, the receipt still
   * answers with the originals' links (a receipt never needed the catalog before works had
   * files); the order page and the printable receipt list the files once it is back.
   */
  async function extraFilesOf(grants: readonly { artwork_id: string }[], orderId: string) {
    if (!artworkFiles || grants.length === 0) return [];
    try {
      return await artworkFiles.filesOf(
        grants.map((grant) => grant.artwork_id),
        `receipt-${orderId}`,
      );
    } catch (error) {
      log?.warn({ err: error, orderId }, 'catalog unavailable: the receipt lists no extra files');
      return [];
    }
  }

  const service = {
    async get(id: string): Promise<OrderReceipt> {
      const { order: row, lines, grants } = await find(id);
      const packLines = packLinesOf(lines);
      const liveGrants = grants.filter((grant) => grant.revoked_at === null);
      const files = await extraFilesOf(liveGrants, row.id);
      // A pack's picks are made only on a paid order (picks.service's rule).
      const picksLeft = isOpenForPicks(row.status) ? packLines.reduce((sum, line) => sum + creditsLeftOf(line), 0) : 0;
      return {
        orderId: row.id,
        customerName: row.customer_name,
        customerEmail: row.customer_email,
        status: row.status,
        createdAt: row.created_at.toISOString(),
        stateCode: row.state_code,
        countryCode: row.country_code,
        taxName: taxNameOf(row),
        taxRate: row.tax_rate,
        subtotal: formatCents(row.subtotal_cents),
        discount: formatCents(row.discount_cents),
        promoCode: row.promo_code,
        tax: formatCents(row.tax_cents),
        total: formatCents(row.total_cents),
        lines: lines.map((line) => ({
          artworkId: line.artwork_id,
          title: line.title,
          quantity: line.quantity,
          unitPrice: formatCents(line.unit_price_cents),
          lineTotal: formatCents(line.unit_price_cents * line.quantity),
          ...orderLineLicence(line),
        })),
        // A revoked link answers 410: the receipt does not offer it.
        // Each work's extra files follow its original, each with its own link.
        downloads: liveGrants.flatMap((grant) => {
          const lineTitle = lines.find((line) => line.artwork_id === grant.artwork_id)?.title;
          const title = grantTitle(grant, lineTitle);
          const expiresAt = grant.expires_at.toISOString();
          const extras = deliveredFiles(files, { artworkId: grant.artwork_id, createdAt: grant.created_at });
          return [
            {
              name: grantFileName(grant, lineTitle),
              ...(title === undefined ? {} : { title }),
              url: downloadUrl(publicBaseUrl, downloadTokenSecret, grant.id),
              expiresAt,
            },
            ...extras.map((file) => ({
              name: extraFileName(title ?? '', file),
              ...(title === undefined ? {} : { title }),
              label: file.label,
              url: extraFileUrl(publicBaseUrl, downloadTokenSecret, grant.id, file.id),
              expiresAt,
            })),
          ];
        }),
        picks:
          picksLeft > 0
            ? { left: picksLeft, pickerUrl: new URL(packPickerPath(row.id), publicBaseUrl).toString() }
            : null,
        // The receipt is an invoice.
        invoiceNumber: row.invoice_number,
        seller: row.seller,
        withdrawalConsentAt: row.withdrawal_consent_at?.toISOString() ?? null,
      };
    },

    /**
     * The buyer's printable receipt (public, by the unguessable order id): the same
     * receipt without the e-mail address.
     */
    async getPublic(id: string): Promise<PublicReceipt> {
      const { customerEmail: _email, ...receipt } = await service.get(id);
      return receipt;
    },
  };
  return service;
}

export type OrderReceiptService = ReturnType<typeof createOrderReceiptService>;
