import { getGalleryCategory, listGalleries, listShopGalleries } from '@shop/contracts';
import { registerEndpoint } from '@shop/platform';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { GalleryService } from './galleries.service.js';

export const galleryRoutes: FastifyPluginAsyncZod<{ galleries: GalleryService }> = async (app, { galleries }) => {
  registerEndpoint(app, listGalleries, async () => galleries.list());
  registerEndpoint(app, listShopGalleries, async () => galleries.shopList());
  registerEndpoint(app, getGalleryCategory, async (request) => galleries.byCategory(request.params.category));
};
