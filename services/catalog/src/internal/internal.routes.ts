import { lookupArtworks } from '@shop/contracts';
import { registerEndpoint } from '@shop/platform';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ArtworkService } from '../artworks/artworks.service.js';
import type { LicenceTierService } from '../licences/licence-tiers.service.js';

/**
 * Service-to-service routes: the gateway has no /internal prefix, so only callers holding the
 * internal token (checked by the platform for every route) reach them; the role does not matter.
 */
export const internalRoutes: FastifyPluginAsyncZod<{ artworks: ArtworkService; licences: LicenceTierService }> = async (
  app,
  { artworks, licences },
) => {
  registerEndpoint(app, lookupArtworks, async (request) => {
    // Payments prices with the tiers: one round trip for both, and only when it asks.
    const [found, tiers] = await Promise.all([
      artworks.lookup(request.body.ids),
      request.body.withLicences ? licences.forPricing() : undefined,
    ]);
    return tiers === undefined ? { artworks: found } : { artworks: found, licences: tiers };
  });
};
