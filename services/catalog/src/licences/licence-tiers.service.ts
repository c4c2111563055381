import {
  formatCents,
  parseCents,
  SaveLicenceTiersBodySchema,
  type InternalLicenceTier,
  type LicenceTierList,
  type SaveLicenceTiersBody,
} from '@shop/contracts';
import { BadRequest } from '@shop/platform';
import type { WithTransaction } from '../repositories.js';
import type { LicenceTierRepository, StoredLicenceTier } from './licence-tiers.repository.js';

const toPublic = (tier: StoredLicenceTier) => ({
  id: tier.id,
  name: tier.name,
  text: tier.text,
  priceDifference: formatCents(tier.priceDifferenceCents),
});

/**
 * The artist's licence tiers: up to three, the first the default. The catalog
 * owns them; payments prices each cart line with the one it names (lookupArtworks `withLicences`).
 */
export function createLicenceTierService({
  licenceTiers,
  withTransaction,
}: {
  licenceTiers: LicenceTierRepository;
  withTransaction: WithTransaction;
}) {
  return {
    async list(): Promise<LicenceTierList> {
      return { licences: (await licenceTiers.list()).map(toPublic) };
    },

    /** With their texts and differences in cents, as payments prices and orders keep them. */
    async forPricing(): Promise<InternalLicenceTier[]> {
      return licenceTiers.list();
    },

    async save(body: SaveLicenceTiersBody): Promise<LicenceTierList> {
      // The route validated it; parsing again applies the schema's trimming.
      const tiers = SaveLicenceTiersBodySchema.parse(body).licences.map((tier) => ({
        id: tier.id,
        name: tier.name,
        text: tier.text,
        priceDifferenceCents: parseCents(tier.priceDifference),
      }));
      const sentIds = tiers.flatMap((tier) => (tier.id === undefined ? [] : [tier.id]));
      if (new Set(sentIds).size !== sentIds.length) throw new BadRequest('The same licence was sent twice.');
      return withTransaction(async ({ licenceTiers: tx }) => {
        // An id is only ever one the shop gave: a made-up one would let a cart name a tier that was never shown.
        const known = new Set(await tx.ids());
        const unknown = sentIds.find((id) => !known.has(id));
        if (unknown !== undefined) {
          throw new BadRequest(`Unknown licence "${unknown}": reload the page and try again.`);
        }
        await tx.replaceAll(tiers);
        return { licences: (await tx.list()).map(toPublic) };
      });
    },
  };
}

export type LicenceTierService = ReturnType<typeof createLicenceTierService>;
