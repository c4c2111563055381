import { getShopIdentity, getShopLogo, removeShopLogo, saveShopIdentity, uploadShopLogo } from '@shop/contracts';
import { registerEndpoint } from '@shop/platform';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { MultipartPart } from '../uploads/multipart-upload.js';
import type { ShopIdentityService } from './shop-identity.service.js';

export const shopIdentityRoutes: FastifyPluginAsyncZod<{ identity: ShopIdentityService }> = async (
  app,
  { identity },
) => {
  registerEndpoint(app, getShopIdentity, async (_request, reply) => {
    // Changes when the artist saves: a cache must ask again.
    reply.header('cache-control', 'no-cache');
    return identity.get();
  });
  registerEndpoint(app, saveShopIdentity, async (request) => identity.save(request.body));
  registerEndpoint(app, getShopLogo, async (request, reply) => {
    const logo = await identity.logo(request.query.v);
    reply
      .header('cache-control', logo.cacheControl)
      .header('x-content-type-options', 'nosniff')
      // E-mails show it: a mail program's page (another origin) may load it.
      .header('cross-origin-resource-policy', 'cross-origin');
    return reply.type(logo.contentType).send(logo.body);
  });
  registerEndpoint(app, uploadShopLogo, async (request) =>
    identity.uploadLogo(request.parts() as AsyncIterable<MultipartPart>),
  );
  registerEndpoint(app, removeShopLogo, async () => identity.removeLogo());
};
